import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Select } from './Select';
import type { SelectProps } from './Select';

const levels = [
  { value: '90', label: '90%' },
  { value: '95', label: '95%' },
  { value: '99', label: '99%' },
];

function Controlled(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
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
  title: 'Components/Select',
  component: Select,
  render: (args) => <Controlled {...args} />,
  args: { label: '신뢰수준', options: levels, value: '95', onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Choosing: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '신뢰수준' });
    await userEvent.selectOptions(select, '99');
    await expect(select).toHaveValue('99');
    await expect(args.onChange).toHaveBeenLastCalledWith('99');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <Select label="신뢰수준" options={levels} value="95" onChange={() => {}} />
      <Select
        label="결측값 처리"
        options={[{ value: '', label: '선택하세요' }]}
        value=""
        onChange={() => {}}
        error="처리 방법을 선택하세요."
        required
      />
    </Stack>
  ),
};
