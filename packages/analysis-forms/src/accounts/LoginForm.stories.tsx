import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Accounts/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    onSubmit: fn(),
    onSocial: fn(),
    renderLink: (href: string, label: string) => (
      <a key={href} href={href}>
        {label}
      </a>
    ),
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Remembered: Story = {
  name: '저장된 이메일',
  args: { rememberedEmail: 'hong@example.kr' },
};

export const Busy: Story = { name: '로그인 중', args: { busy: true } };

export const Refused: Story = {
  name: '로그인 실패',
  args: { failure: { kind: 'loginRejected', resCode: 401 } },
};

export const English: Story = { name: 'English', decorators: [withAnalysisI18n('en')] };

export const Invalid: Story = {
  name: '빈 값으로 제출',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(await canvas.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
