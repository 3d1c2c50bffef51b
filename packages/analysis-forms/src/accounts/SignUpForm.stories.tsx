import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Accounts/SignUpForm',
  component: SignUpForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Refused: Story = {
  name: '가입 실패',
  args: {
    failure: {
      kind: 'registerRejected',
      resCode: 409,
      message: '이미 가입된 이메일입니다. 로그인하거나 다른 이메일을 사용해 주세요.',
      messageEn: 'This e-mail is already registered. Sign in or use another e-mail.',
    },
  },
};

export const Invalid: Story = {
  name: '규칙에 맞지 않는 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^비밀번호(?! 확인)/), 'abc123');
    await userEvent.type(canvas.getByLabelText(/^이름/), 'user1');
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await expect(
      await canvas.findByText('이름은 한글, 영문, 공백만 입력할 수 있습니다.'),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Social: Story = {
  name: '간편 회원가입',
  args: {
    social: {
      provider: 'kakao',
      signupTicket: 'ticket',
      email: 'kakao@example.kr',
      name: '홍길동',
    },
  },
};
