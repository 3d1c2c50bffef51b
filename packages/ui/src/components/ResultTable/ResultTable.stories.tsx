import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pValueStyles } from './format';
import { ResultTable } from './ResultTable';
import { frequencyTable, tTestTable } from './ResultTable.fixtures';

const meta = {
  title: 'Components/ResultTable',
  component: ResultTable,
  args: { table: tTestTable, decimals: 3, pValueStyle: 'spss', locale: 'ko' },
  argTypes: { pValueStyle: { control: 'inline-radio', options: pValueStyles } },
} satisfies Meta<typeof ResultTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SpssPValues: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '독립표본 검정' });
    await expect(table).toHaveTextContent('.000');
    await expect(table).toHaveTextContent('.522');
    await expect(canvas.getAllByRole('columnheader', { name: '유의확률' })).toHaveLength(1);
    await expect(canvas.getByRole('rowheader', { name: '만족도' })).toHaveAttribute('rowspan', '2');
  },
};

export const ApaPValues: Story = {
  args: { pValueStyle: 'apa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('<.001');
  },
};

export const FrequencyWithFootnotesAndMissing: Story = {
  args: { table: frequencyTable },
  play: async ({ canvas }) => {
    const missingRow = canvas.getByRole('row', { name: /시스템 결측/ });
    await expect(missingRow).toHaveTextContent('3.3..');
    await expect(canvas.getByRole('rowheader', { name: '시스템 결측a,b' })).toBeVisible();
    await expect(canvas.getByText('a. 응답하지 않은 케이스입니다.')).toBeVisible();
  },
};

export const English: Story = {
  args: {
    table: { ...frequencyTable, title: 'Region' },
    locale: 'en',
    copyLabel: 'Copy table',
    copiedLabel: 'Copied!',
  },
};
