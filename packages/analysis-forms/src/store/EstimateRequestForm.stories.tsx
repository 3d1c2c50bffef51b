import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { EstimateRequestForm } from './EstimateRequestForm';

const meta = {
  title: 'Store/EstimateRequestForm',
  component: EstimateRequestForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    label: '대량 구매 견적 요청',
    products: [
      { value: 'p1', label: '무지 골판지 박스' },
      { value: 'p2', label: 'OPP 박스테이프' },
    ],
    loadOptions: async () => [
      { value: 'o1', label: '소형 (20×15×10cm)', minQuantity: 10, quantityStep: 10 },
      { value: 'o2', label: '대형 (40×30×30cm)', minQuantity: 5, quantityStep: 5 },
    ],
    desiredOnMin: '2026-11-24',
    desiredOnMax: '2027-11-24',
    onSubmit: fn(),
  },
} satisfies Meta<typeof EstimateRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  name: '빈 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '견적 요청 보내기' }));
    await expect(await canvas.findAllByText('필수 입력 항목입니다.')).not.toHaveLength(0);
    await expect(canvas.getByLabelText(/^회사명/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProductChosen: Story = {
  name: '상품과 옵션 선택',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^상품/ }), 'p1');
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /^옵션/ }), 'o1');
    await expect(canvas.getByLabelText(/^수량/)).toHaveValue('100');
  },
};
