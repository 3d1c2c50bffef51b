import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { PasswordField, passwordFieldLabelsEn } from './PasswordField';
import type { PasswordFieldProps } from './PasswordField';

function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
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
  title: 'Components/PasswordField',
  component: PasswordField,
  render: (args) => <Controlled {...args} />,
  args: { label: '비밀번호', value: '', required: true, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '비밀번호 입력란입니다. 표시/숨기기 토글(`aria-pressed`)이 있고, 가입·재설정 화면에서는 스펙 5항의 조건(6~15자, 영문, 숫자, 특수문자 `$ @ ! % ^ & * # ? = + ( ) . -`)을 목록으로 보여 주며 입력하는 동안 아직 충족하지 않은 조건을 ✕와 "미충족"으로 알립니다. 로그인 화면에서는 `showRules={false}`. 같은 규칙은 `checkPassword`로 검증 스키마에서도 쓸 수 있습니다.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RulesUpdateWhileTyping: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText(/^비밀번호/, { selector: 'input' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc1');
    await expect(canvas.getByText('6~15자').closest('li')).toHaveAttribute('data-state', 'unmet');
    await expect(canvas.getByText('영문 포함').closest('li')).toHaveAttribute('data-state', 'met');
    await expect(canvas.getByRole('status')).toHaveTextContent('충족하지 않은 조건 2개');
    await userEvent.keyboard('!de');
    await expect(canvas.getByRole('status')).toHaveTextContent('비밀번호 조건을 모두 충족합니다.');
  },
};

export const ShowHideWithKeyboard: Story = {
  args: { value: 'tonggye1!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^비밀번호/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '비밀번호 표시' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const SignInWithoutRules: Story = {
  args: { showRules: false, value: 'secret', required: false },
};

export const WithError: Story = {
  args: { value: 'abc', error: '비밀번호 조건을 확인해 주세요.' },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="xlarge">
      <PasswordField label="비밀번호" value="" onChange={() => {}} required />
      <PasswordField label="비밀번호" value="abc12" onChange={() => {}} required />
      <PasswordField label="비밀번호" value="tonggye2024!" onChange={() => {}} required />
      <PasswordField
        label="비밀번호 확인"
        value="abc"
        onChange={() => {}}
        showRules={false}
        error="비밀번호가 일치하지 않습니다."
      />
      <PasswordField
        label="Password"
        value="abc"
        onChange={() => {}}
        labels={passwordFieldLabelsEn}
      />
    </Stack>
  ),
};
