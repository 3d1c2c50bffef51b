import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { SearchBox, searchBoxLabelsEn } from './SearchBox';
import type { SearchBoxProps } from './SearchBox';

function Controlled(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
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
  title: 'Components/SearchBox',
  component: SearchBox,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'FAQ 검색',
    value: '',
    placeholder: '궁금한 내용을 검색하세요',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '`role="search"` 랜드마크인 검색 폼입니다. Enter나 검색 버튼으로 앞뒤 공백을 뺀 검색어를 `onSubmit`에 넘기고, 지우기 버튼이나 Escape로 비운 뒤 포커스를 입력란에 둡니다. 한글 입력 중 글자를 확정하는 Enter는 제출하지 않습니다. `label`은 화면에 보이지 않고 랜드마크와 입력란의 이름이 됩니다.',
      },
    },
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SubmitWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'FAQ 검색' })).toBeInTheDocument();
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'FAQ 검색' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('  회원 탈퇴 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('회원 탈퇴');
  },
};

export const ClearWithButtonAndEscape: Story = {
  args: { value: '결제 오류' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'FAQ 검색' });
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: '검색어 지우기' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
    await userEvent.keyboard('환불');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

export const WithoutSubmitButton: Story = { args: { hideSubmitButton: true, value: '분산분석' } };

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <SearchBox
        label="FAQ 검색"
        value=""
        placeholder="궁금한 내용을 검색하세요"
        onChange={() => {}}
        onSubmit={() => {}}
      />
      <SearchBox label="공지 검색" value="서비스 점검" onChange={() => {}} onSubmit={() => {}} />
      <SearchBox
        label="변수 검색"
        value="만족도"
        hideSubmitButton
        onChange={() => {}}
        onSubmit={() => {}}
      />
      <SearchBox
        label="Search FAQ"
        value="refund"
        labels={searchBoxLabelsEn}
        onChange={() => {}}
        onSubmit={() => {}}
      />
    </Stack>
  ),
};
