import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import type { RadioGroupProps } from './RadioGroup';

const methods = [
  { value: 'enter', label: '입력', description: '모든 변수를 한 번에 투입합니다.' },
  { value: 'stepwise', label: '단계선택' },
  { value: 'backward', label: '후진제거' },
];

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  render: (args) => <Controlled {...args} />,
  args: { legend: '변수 투입 방법', options: methods, value: 'enter', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '입력' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '단계선택' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('stepwise');
  },
};

export const WithError: Story = {
  args: { value: '', error: '투입 방법을 선택하세요.' },
};
