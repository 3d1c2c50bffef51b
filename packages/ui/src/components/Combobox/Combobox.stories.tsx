import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme';
import { Stack } from '../Stack';
import { Combobox, comboboxLabelsEn } from './Combobox';
import type { ComboboxProps } from './Combobox';
import { analysisOptions } from './Combobox.fixtures';

/** Leaves room below the field so the open list is inside the story (and its screenshot). */
function Room({ children }: { children: ReactNode }) {
  return (
    <div style={{ maxWidth: 420, minHeight: `calc(${vars.size.controlMedium} * 9)` }}>
      {children}
    </div>
  );
}

function Controlled(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Room>
      <Combobox
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Room>
  );
}

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '분석 방법',
    options: analysisOptions,
    value: null,
    placeholder: '분석 이름을 검색하세요',
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          '검색해서 하나를 고르는 입력란입니다(ARIA 1.2 combobox + listbox). 입력하면 목록이 좁혀지고 첫 결과가 활성화됩니다. 위/아래 화살표로 이동, Enter로 선택, Escape로 목록을 닫고(닫혀 있으면 입력을 지움) 포커스는 늘 입력란에 있습니다. 한글 초성 검색("ㅎㄱ" → 회귀분석, 조절효과)과 입력 중인 음절("분서" → 분석)도 찾습니다. 한글 조합 중 Enter는 글자 확정에만 쓰입니다.',
      },
    },
  },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FilterAsYouType: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: '분석 방법' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('회귀');
    const listbox = canvas.getByRole('listbox', { name: '분석 방법' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('검색 결과 3개');
    await userEvent.keyboard('분석');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('linear');
    await expect(input).toHaveValue('선형 회귀분석');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const InitialConsonantSearch: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '분석 방법' });
    await userEvent.click(input);
    await userEvent.keyboard('ㅎㄱ');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.firstChild?.textContent)).toEqual([
      '선형 회귀분석',
      '조절효과 분석',
      '매개효과 분석',
    ]);
    await expect(options[0]).toHaveAttribute('data-active', 'true');
  },
};

export const KeyboardOperation: Story = {
  args: { value: 'anova' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: '분석 방법' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const selected = canvas.getByRole('option', { name: /분산분석/ });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', selected.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /요인분석/ }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('분산분석');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('t');
  },
};

export const Open: Story = {
  args: { value: 'correlation' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expect(canvas.getByRole('option', { name: /상관분석/ })).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '분석 방법' }));
    await userEvent.keyboard('군집');
    await expect(
      canvas.getByText('검색 결과가 없습니다.', { selector: 'p:not([role])' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <Combobox
        label="분석 방법"
        options={analysisOptions}
        value={null}
        onChange={() => {}}
        placeholder="분석 이름을 검색하세요"
      />
      <Combobox
        label="분석 방법"
        options={analysisOptions}
        value="factor"
        onChange={() => {}}
        required
      />
      <Combobox
        label="분석 방법"
        description="결과 화면에서 바꿀 수 있습니다."
        options={analysisOptions}
        value={null}
        onChange={() => {}}
        error="분석 방법을 고르세요."
        required
      />
      <Combobox
        label="Analysis"
        options={[{ value: 'anova', label: 'ANOVA' }]}
        value="anova"
        onChange={() => {}}
        labels={comboboxLabelsEn}
      />
    </Stack>
  ),
};
