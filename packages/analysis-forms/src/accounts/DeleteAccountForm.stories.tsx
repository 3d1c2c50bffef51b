import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { DeleteAccountForm } from './DeleteAccountForm';

const meta = {
  title: 'Accounts/DeleteAccountForm',
  component: DeleteAccountForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  parameters: { overlayCanvas: { minHeight: '420px' } },
  args: { onSubmit: fn() },
} satisfies Meta<typeof DeleteAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Confirming: Story = {
  name: '탈퇴 확인',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^비밀번호/, { selector: 'input' }), 'abc12$');
    await userEvent.click(canvas.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await canvas.findByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' });
    await expect(within(dialog).getByRole('button', { name: '탈퇴하기' })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
