import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { GuestConsentForm } from './GuestConsentForm';

const meta = {
  title: 'Store/GuestConsentForm',
  component: GuestConsentForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { onSubmit: fn(), termsLink: <a href="#term">이용약관 전문 보기</a> },
} satisfies Meta<typeof GuestConsentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {
  name: '동의하지 않음',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '비회원으로 주문하기' }));
    await expect(await canvas.findByText('필수 항목에 모두 동의해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('이용약관에 동의해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AllAgreed: Story = {
  name: '모두 동의',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '모두 동의합니다' }));
    await expect(
      canvas.getByRole('checkbox', { name: '이용약관에 동의합니다 (필수)' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '비회원으로 주문하기' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
