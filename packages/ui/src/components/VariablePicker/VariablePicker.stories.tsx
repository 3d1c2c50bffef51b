import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariablePicker } from './VariablePicker';
import type { VariablePickerProps } from './VariablePicker';
import { sampleTargets, sampleVariables } from './VariablePicker.fixtures';

function Controlled(props: VariablePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariablePicker
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
  title: 'Components/VariablePicker',
  component: VariablePicker,
  render: (args) => <Controlled {...args} />,
  args: { variables: sampleVariables, targets: sampleTargets, value: {}, onChange: fn() },
} satisfies Meta<typeof VariablePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardMultiSelectAndMove: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('listbox', { name: '변수 목록' });
    list.focus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(
      canvas.getAllByRole('option', { selected: true }).map((option) => option.textContent),
    ).toEqual(['만족도, 숫자형', '나이, 숫자형', '성별, 범주형']);
    await userEvent.click(canvas.getByRole('button', { name: '독립변수 칸으로 이동' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      independents: ['satisfaction', 'age', 'gender'],
    });
    const box = within(canvas.getByRole('region', { name: '독립변수' }));
    await userEvent.click(box.getByRole('button', { name: '나이 제거' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      independents: ['satisfaction', 'gender'],
    });
  },
};

export const RespectsTypeAndMax: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: /성별/ }));
    await expect(canvas.getByRole('button', { name: '종속변수 칸으로 이동' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(canvas.getByRole('option', { name: /만족도/ }));
    await user.keyboard('{Control>}');
    await user.click(canvas.getByRole('option', { name: /나이/ }));
    await user.keyboard('{/Control}');
    await expect(canvas.getAllByRole('option', { selected: true })).toHaveLength(2);
    await user.click(canvas.getByRole('button', { name: '종속변수 칸으로 이동' }));
    // The dependent box holds one variable: only the first chosen one moves.
    await expect(args.onChange).toHaveBeenLastCalledWith({ dependent: ['satisfaction'] });
  },
};

export const Filled: Story = {
  args: { value: { dependent: ['satisfaction'], independents: ['age', 'gender'] } },
};

export const WithError: Story = {
  args: { error: '종속변수를 하나 선택하세요.' },
};
