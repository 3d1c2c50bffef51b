import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme/fonts';
import { lightThemeClass, vars } from '../packages/ui/src/theme';
import { withOverlayCanvas } from './overlayCanvas';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    options: { storySort: { order: ['소개', 'Components', '*'] } },
  },
  decorators: [
    // Innermost: a box that holds portalled overlays when a story asks for it.
    withOverlayCanvas,
    // Theme class on every story, with padding so focus rings and shadows fit the screenshot.
    (Story) => (
      <div
        className={lightThemeClass}
        lang="ko"
        style={{ padding: vars.space.xlarge, backgroundColor: vars.color.surface }}
      >
        <Story />
      </div>
    ),
  ],
};
export default preview;
