import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { InquiryForm } from './InquiryForm';

const meta = {
  title: 'Accounts/InquiryForm',
  component: InquiryForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    categories: [
      { value: 'c1', label: '분석 서비스' },
      { value: 'c2', label: '회원 정보' },
    ],
    onSubmit: fn(),
  },
} satisfies Meta<typeof InquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '처음 방문' };

export const Done: Story = { name: '등록 완료', args: { done: true } };

export const Invalid: Story = {
  name: '빈 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록' }));
    await expect(await canvas.findByText('문의 유형을 골라 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('문의 내용을 입력해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
