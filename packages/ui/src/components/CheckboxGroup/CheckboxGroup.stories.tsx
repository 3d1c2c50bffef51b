import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';
import type { CheckboxGroupProps } from './CheckboxGroup';

const statistics = [
  { value: 'mean', label: '평균' },
  { value: 'sd', label: '표준편차' },
  { value: 'median', label: '중위수', description: '순서형 자료에 알맞습니다.' },
  { value: 'skewness', label: '왜도' },
];

function Controlled(props: CheckboxGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckboxGroup
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
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  render: (args) => <Controlled {...args} />,
  args: { legend: '기술통계량', options: statistics, value: ['mean'], onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeepsOptionOrder: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '왜도' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '표준편차' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['mean', 'sd', 'skewness']);
    canvas.getByRole('checkbox', { name: '평균' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sd', 'skewness']);
  },
};

export const WithError: Story = {
  args: {
    value: [],
    error: '통계량을 하나 이상 선택하세요.',
    description: '결과 표에 나올 통계량',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '기술통계량' })).toHaveAccessibleDescription(
      '결과 표에 나올 통계량 통계량을 하나 이상 선택하세요.',
    );
  },
};
