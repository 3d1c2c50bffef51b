import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: '분석 제목', placeholder: '예: 2024년 고객 만족도 조사' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: '분석 제목' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('만족도 분석');
    await expect(input).toHaveValue('만족도 분석');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <TextField label="이름" defaultValue="홍길동" />
      <TextField
        label="이메일"
        description="영수증을 받을 주소입니다."
        defaultValue="gildong@example.com"
        required
      />
      <TextField
        label="비밀번호"
        type="password"
        defaultValue="abc"
        error="6~15자의 영문, 숫자, 특수문자를 포함해야 합니다."
      />
      <TextField label="소속" defaultValue="통계학과" disabled />
    </Stack>
  ),
};
