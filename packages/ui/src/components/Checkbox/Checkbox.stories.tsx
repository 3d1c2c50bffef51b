import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';
import type { CheckboxProps } from './Checkbox';

function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: '기술통계 표시', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardToggle: Story = {
  args: { description: '평균, 표준편차, 최솟값, 최댓값을 함께 보여 줍니다.' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: '기술통계 표시' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(
      '평균, 표준편차, 최솟값, 최댓값을 함께 보여 줍니다.',
    );
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="medium">
      <Checkbox label="선택 안 함" checked={false} onCheckedChange={() => {}} />
      <Checkbox label="선택함" checked onCheckedChange={() => {}} />
      <Checkbox
        label="설명 있음"
        description="결측값이 있는 케이스는 목록별로 제외합니다."
        checked
        onCheckedChange={() => {}}
      />
      <Checkbox label="사용할 수 없음" checked={false} disabled onCheckedChange={() => {}} />
    </Stack>
  ),
};
