import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { ChangeEmailForm } from './ChangeEmailForm';

const meta = {
  title: 'Accounts/ChangeEmailForm',
  component: ChangeEmailForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { onSubmit: fn(), onSendCode: fn() },
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Taken: Story = {
  name: '이미 쓰이는 이메일',
  args: {
    codeSent: true,
    failure: {
      message: '이미 가입된 이메일입니다. 로그인하거나 다른 이메일을 사용해 주세요.',
      messageEn: 'This e-mail is already registered. Sign in or use another e-mail.',
    },
  },
};

export const SendsCode: Story = {
  name: '인증번호 받기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(await canvas.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^새 이메일/), 'new@example.kr');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('new@example.kr');
  },
};
