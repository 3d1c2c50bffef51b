import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Textarea, textareaLabelsEn } from './Textarea';
import type { TextareaProps } from './Textarea';

function Controlled(props: TextareaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Textarea
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
  title: 'Components/Textarea',
  component: Textarea,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '문의 내용',
    value: '',
    maxLength: 100,
    placeholder: '분석 중 궁금한 점을 적어 주세요.',
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '여러 줄 입력란과 글자 수 표시입니다. `maxLength`는 부드러운 제한이라 넘겨 쓸 수 있고(붙여 넣은 글이 몰래 잘리지 않음), 넘으면 글자 수가 빨갛게 바뀌고 입력란이 invalid로 표시되며 한 번 안내됩니다. 한글 음절과 이모지는 한 글자로 셉니다.',
      },
    },
  },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CountsWhileTyping: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: '문의 내용' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('회귀분석 결과 해석');
    await expect(canvas.getByText('10 / 100자')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('회귀분석 결과 해석');
    await userEvent.keyboard('{Enter}두 번째 줄');
    await expect(box).toHaveValue('회귀분석 결과 해석\n두 번째 줄');
  },
};

export const OverTheLimit: Story = {
  args: { maxLength: 10, value: '표본 수가 적을 때 쓰는 검정' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '문의 내용' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('16 / 10자 · 6자 초과');
    await expect(canvas.getByRole('status')).toHaveTextContent('글자 수 제한을 넘었습니다.');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <Textarea label="메모" value="" onChange={() => {}} placeholder="자유롭게 적어 주세요." />
      <Textarea
        label="문의 내용"
        description="개인정보는 적지 마세요."
        value="분산분석 사후검정을 어떻게 고르나요?"
        maxLength={200}
        onChange={() => {}}
        required
      />
      <Textarea
        label="한 줄 소개"
        value="통계를 좋아하는 연구자입니다"
        maxLength={10}
        onChange={() => {}}
      />
      <Textarea label="답변" value="" onChange={() => {}} error="내용을 입력하세요." showCount />
      <Textarea
        label="Message"
        value="Hello"
        maxLength={50}
        onChange={() => {}}
        labels={textareaLabelsEn}
      />
    </Stack>
  ),
};
