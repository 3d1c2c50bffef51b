import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { FindEmailForm } from './FindEmailForm';

const meta = {
  title: 'Accounts/FindEmailForm',
  component: FindEmailForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { onSubmit: fn() },
} satisfies Meta<typeof FindEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Found: Story = {
  name: '찾은 이메일',
  args: { found: ['ho***@example.com', 'gi***@example.kr'] },
};

export const Invalid: Story = {
  name: '규칙에 맞지 않는 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^이름/), 'hong1');
    await userEvent.type(canvas.getByLabelText(/^휴대폰 번호/), '010-12');
    await userEvent.click(canvas.getByRole('button', { name: '이메일 찾기' }));
    await expect(
      await canvas.findByText('이름은 한글, 영문, 공백만 입력할 수 있습니다.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('숫자만 입력해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
