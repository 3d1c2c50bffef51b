import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { NumberField } from './NumberField';
import type { NumberFieldProps } from './NumberField';

function Controlled(props: NumberFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumberField
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
  title: 'Components/NumberField',
  component: NumberField,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '유의수준',
    value: 0.05,
    min: 0,
    max: 1,
    step: 0.01,
    description: '0과 1 사이의 값',
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardStepping: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '유의수준' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('0.07');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.07);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.06);
  },
};

export const TypingAndClearing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '유의수준' });
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '0.1');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.1);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <NumberField label="부트스트랩 표본 수" value={5000} onChange={() => {}} step={100} />
      <NumberField
        label="신뢰구간 (%)"
        value={null}
        onChange={() => {}}
        description="비워 두면 95%를 씁니다."
      />
      <NumberField
        label="진입 기준"
        value={1.5}
        onChange={() => {}}
        error="0과 1 사이의 값을 입력하세요."
      />
    </Stack>
  ),
};
