import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { DateField, dateFieldLabelsEn } from './DateField';
import type { DateFieldProps } from './DateField';

function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateField
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
  title: 'Components/DateField',
  component: DateField,
  render: (args) => <Controlled {...args} />,
  args: { label: '조사 시작일', value: null, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '서비스의 날짜 형식(YYYY.MM.DD, 스펙 9항)으로 직접 입력하는 날짜 칸입니다. 숫자만 치면 점이 자동으로 들어가고 `2024-3-5`, `2024.3.5`도 읽습니다. 여덟 자리를 다 입력했거나 포커스를 옮기면 달력에 있는 날짜인지, `min`/`max`(ISO `YYYY-MM-DD`, 포함) 안인지 확인해 오류를 보여 줍니다. 값은 ISO 문자열로, 올바르지 않으면 `null`로 올려 보냅니다.',
      },
    },
  },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TypingInsertsDots: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: '조사 시작일' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(
      'YYYY.MM.DD 형식으로 입력하세요. 예: 2024.03.15',
    );
    await userEvent.keyboard('20240315');
    await expect(input).toHaveValue('2024.03.15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
  },
};

export const ChecksTheCalendar: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '조사 시작일' });
    await userEvent.click(input);
    await userEvent.keyboard('20230229');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('달력에 없는 날짜입니다.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const MinAndMax: Story = {
  args: { label: '응답 마감일', min: '2025-01-01', max: '2025-12-31' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '응답 마감일' });
    await userEvent.click(input);
    await userEvent.keyboard('2024.12.31');
    await expect(canvas.getByText('2025.01.01 이후의 날짜를 입력하세요.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.keyboard('2025-6-1');
    await userEvent.tab();
    await expect(input).toHaveValue('2025.06.01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <DateField label="조사 시작일" value={null} onChange={() => {}} />
      <DateField label="조사 종료일" value="2024-12-31" onChange={() => {}} required />
      <DateField
        label="생년월일"
        description="만 14세 이상만 가입할 수 있습니다."
        value={null}
        onChange={() => {}}
        error="생년월일을 입력하세요."
        required
      />
      <DateField
        label="Start date"
        value="2025-03-01"
        onChange={() => {}}
        labels={dateFieldLabelsEn}
      />
    </Stack>
  ),
};
