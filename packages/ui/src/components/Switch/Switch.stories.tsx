import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Switch } from './Switch';
import type { SwitchProps } from './Switch';

function Controlled(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Switch
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
  title: 'Components/Switch',
  component: Switch,
  render: (args) => <Controlled {...args} />,
  args: { label: '분석 완료 알림 받기', checked: false, onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '바로 적용되는 켜기/끄기 설정입니다(폼으로 제출하는 선택은 `Checkbox`). `role="switch"` 버튼이라 Tab으로 이동해 Space나 Enter로 바꾸며, 라벨을 눌러도 바뀝니다. 켜짐/꺼짐은 색뿐 아니라 손잡이 위치로도 구분됩니다.',
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardToggle: Story = {
  args: { description: '분석이 끝나면 이메일로 알려 드립니다.' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: '분석 완료 알림 받기' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleDescription('분석이 끝나면 이메일로 알려 드립니다.');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
  },
};

export const LabelClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('분석 완료 알림 받기'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="medium">
      <Switch label="꺼짐" checked={false} onCheckedChange={() => {}} />
      <Switch label="켜짐" checked onCheckedChange={() => {}} />
      <Switch
        label="설명 있음"
        description="결과 표에 유의확률을 별표로 표시합니다."
        checked
        onCheckedChange={() => {}}
      />
      <Switch label="사용할 수 없음 (꺼짐)" checked={false} disabled onCheckedChange={() => {}} />
      <Switch label="사용할 수 없음 (켜짐)" checked disabled onCheckedChange={() => {}} />
    </Stack>
  ),
};
