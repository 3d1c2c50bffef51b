import type { Preview } from '@storybook/react-vite';
import { lightThemeClass } from '../packages/ui/src/theme';
import * as styles from './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'fullscreen',
    options: { storySort: { order: ['소개', 'Foundations', 'Components', '*'] } },
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={`${lightThemeClass} ${parameters.layout === 'fullscreen-bare' ? '' : styles.canvas}`} lang="ko">
        <Story />
      </div>
    ),
  ],
};
export default preview;
