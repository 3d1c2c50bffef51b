import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Accounts/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { onSubmit: fn(), onSendCode: fn() },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const CodeRefused: Story = {
  name: '인증번호 보냄, 틀린 인증번호',
  args: {
    defaultEmail: 'hong@example.kr',
    codeSent: true,
    failure: {
      message: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
      messageEn: 'The verification code is wrong or has expired. Please request a new code.',
    },
  },
};

export const English: Story = {
  name: 'English',
  decorators: [withAnalysisI18n('en')],
  args: { codeSent: true, defaultEmail: 'hong@example.kr' },
};

export const Invalid: Story = {
  name: '규칙에 맞지 않는 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^이메일/), 'hong@example.kr');
    await userEvent.type(canvas.getByLabelText(/^인증번호/), '12');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(
      await canvas.findByText('메일로 받은 6자리 숫자를 입력해 주세요.'),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
