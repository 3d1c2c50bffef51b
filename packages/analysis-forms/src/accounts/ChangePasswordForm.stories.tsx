import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Accounts/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Done: Story = { name: '변경 완료', args: { done: true } };

export const WrongCurrent: Story = {
  name: '현재 비밀번호가 틀림',
  args: {
    failure: {
      message: '현재 비밀번호가 올바르지 않습니다.',
      messageEn: 'The current password is not correct.',
    },
  },
};

export const Invalid: Story = {
  name: '규칙에 맞지 않는 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^새 비밀번호(?! 확인)/), 'abc123');
    await userEvent.type(canvas.getByLabelText(/^새 비밀번호 확인/), 'abc124');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(await canvas.findByText('현재 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
