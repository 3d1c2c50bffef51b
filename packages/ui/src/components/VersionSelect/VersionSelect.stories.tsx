import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { VersionSelect } from './VersionSelect';
import type { VersionSelectProps } from './VersionSelect';

const termsVersions = [
  { version: 1, created_at: '2022-01-03T00:00:00Z' },
  { version: 3, created_at: '2024-07-01T09:00:00+09:00' },
  { version: 2, created_at: '2023-03-15' },
];

function Controlled(props: VersionSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VersionSelect
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
  title: 'Components/VersionSelect',
  component: VersionSelect,
  args: { label: '이용약관 버전', items: termsVersions, value: '3', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '이용약관·정기배송 약관·개인정보 처리방침의 지난 버전을 고르는 선택 상자입니다. 서버의 `{ version, created_at }` 목록을 최신순으로 정렬해 `v{version} YYYY.MM.DD`(한국 시간 기준 날짜)로 보여 주며, 키트의 `Select`(네이티브 select) 위에 만들어 휴대폰에서도 기본 선택기를 씁니다. 값은 제어형(`value`, `onChange`)이고 라벨 문구는 앱이 넘깁니다.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof VersionSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Options read 'v3 2024.07.01' and come newest first whatever order the server sends. */
export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '이용약관 버전' });
    const labels = Array.from(select.querySelectorAll('option')).map(
      (option) => option.textContent,
    );
    await expect(labels).toEqual(['v3 2024.07.01', 'v2 2023.03.15', 'v1 2022.01.03']);
    await expect(select).toHaveValue('3');
  },
};

/** Reached with Tab; choosing an older version (as the native picker does) reports it. */
export const KeyboardOperation: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '이용약관 버전' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '2');
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await expect(select).toHaveValue('2');
  },
};

/** With a description, for the privacy policy. */
export const WithDescription: Story = {
  args: {
    label: '개인정보 처리방침 버전',
    description: '지난 버전을 고르면 그때의 내용을 볼 수 있습니다.',
    items: [
      { version: '1.9', created_at: '2024-01-01' },
      { version: '1.10', created_at: '2024-01-01' },
    ],
    value: '1.10',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '개인정보 처리방침 버전' });
    await expect(select).toHaveAccessibleDescription(
      '지난 버전을 고르면 그때의 내용을 볼 수 있습니다.',
    );
    await expect(select.querySelector('option')).toHaveTextContent('v1.10 2024.01.01');
  },
};

/** Visual baseline: current, older chosen, and focused. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="large">
      <div style={{ maxWidth: '320px' }}>
        <VersionSelect {...args} label="최신 버전" />
      </div>
      <div style={{ maxWidth: '320px' }}>
        <VersionSelect {...args} label="지난 버전" value="1" />
      </div>
      <div style={{ maxWidth: '320px' }}>
        <VersionSelect
          {...args}
          label="정기배송 약관 버전"
          description="정기배송 이용약관"
          items={[{ version: 1, created_at: '2021-11-30' }]}
          value="1"
        />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '최신 버전' })).toHaveFocus();
  },
};
