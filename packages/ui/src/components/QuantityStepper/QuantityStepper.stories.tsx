import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { QuantityStepper, quantityStepperLabelsEn } from './QuantityStepper';
import type { QuantityStepperProps } from './QuantityStepper';

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
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
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Controlled {...args} />,
  args: { label: '수량', value: 1, min: 1, max: 10, step: 1, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '− / + 버튼이 있는 수량 입력입니다(`role="spinbutton"`). 위/아래 화살표로 `step`만큼, PageUp/PageDown으로 10배씩, Home/End로 최솟값/최댓값으로 이동합니다. 직접 입력한 값은 Enter나 포커스를 옮길 때 확인해 범위 밖이면 가장 가까운 값으로 맞추고 그 사실을 알려 주며, 숫자가 아니면 이전 값으로 되돌립니다. 한계에 닿은 버튼은 포커스를 잃지 않도록 `aria-disabled`로 둡니다.',
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ButtonsWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '수량' });
    await userEvent.tab();
    const decrease = canvas.getByRole('button', { name: '수량 줄이기' });
    await expect(decrease).toHaveFocus();
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '수량 늘리기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const ArrowKeysInTheInput: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const input = canvas.getByRole('spinbutton', { name: '수량' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowDown}{Home}');
    await expect(input).toHaveValue('1');
  },
};

export const TypedEntryIsClamped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '수량' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('25{Enter}');
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('최대 10까지 입력할 수 있습니다.');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <QuantityStepper label="수량" value={1} min={1} max={10} onChange={() => {}} />
      <QuantityStepper label="수량" value={5} min={1} max={10} onChange={() => {}} />
      <QuantityStepper
        label="박스 수"
        description="10개 단위로 주문할 수 있습니다."
        value={100}
        min={10}
        max={100}
        step={10}
        onChange={() => {}}
      />
      <QuantityStepper
        label="인원"
        value={0}
        min={0}
        onChange={() => {}}
        error="1명 이상 입력하세요."
      />
      <QuantityStepper
        label="Quantity"
        value={2}
        onChange={() => {}}
        labels={quantityStepperLabelsEn}
      />
    </Stack>
  ),
};
