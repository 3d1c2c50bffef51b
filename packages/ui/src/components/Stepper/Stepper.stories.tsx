import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './Stepper';

const steps = [
  { id: 'intro', label: '분석 소개' },
  { id: 'setting', label: '변수 설정' },
  { id: 'analysis', label: '분석 결과' },
  { id: 'interpretation', label: '결과 해석' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps, current: 'setting', ariaLabel: '분석 단계' },
  argTypes: { current: { control: 'inline-radio', options: steps.map((step) => step.id) } },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MarksCurrentStep: Story = {
  args: { current: 'analysis' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '분석 단계' });
    await expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('분석 결과');
    await expect(canvas.getAllByText('(완료)')).toHaveLength(2);
  },
};

export const LastStep: Story = { args: { current: 'interpretation' } };
