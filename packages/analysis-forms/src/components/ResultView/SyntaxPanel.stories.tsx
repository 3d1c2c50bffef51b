import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAnalysisI18n } from '../story-helpers';
import { SyntaxPanel } from './SyntaxPanel';

/** The syntax of a run on transformed data: the transforms, then the analysis command. */
const SYNTAX = [
  'RECODE 문항3 (1=5) (2=4) (3=3) (4=2) (5=1) INTO 문항3_r.',
  'COMPUTE 만족도 = MEAN.2(문항1, 문항2, 문항3_r).',
  'EXECUTE.',
  'CORRELATIONS',
  '  /VARIABLES=만족도 나이',
  '  /PRINT=TWOTAIL NOSIG',
  '  /MISSING=PAIRWISE.',
].join('\n');

const meta = {
  title: 'Analysis/Steps/SyntaxPanel',
  component: SyntaxPanel,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { syntax: SYNTAX },
} satisfies Meta<typeof SyntaxPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folded, as it first appears under a result. */
export const Folded: Story = { name: '접힘' };

export const Open: Story = {
  name: '펼침',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('SPSS 구문 내용')).toHaveTextContent('CORRELATIONS');
  },
};

export const OpenEnglish: Story = {
  name: '펼침(영문)',
  decorators: [withAnalysisI18n('en')],
  args: { defaultOpen: true },
};

/** After "구문 복사": the live region confirms (the story's browser grants the clipboard or not). */
export const Copied: Story = {
  name: '복사한 뒤',
  args: { defaultOpen: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '구문 복사' }));
    // Copied, or told to copy by hand where the browser refuses: either way the region speaks.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/복사/));
  },
};
