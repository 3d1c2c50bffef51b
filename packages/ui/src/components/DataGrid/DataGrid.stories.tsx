import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { DataGrid } from './DataGrid';
import { SURVEY_ROWS, surveyColumns, surveyValue } from './DataGrid.fixtures';

const meta = {
  title: 'Components/DataGrid',
  component: DataGrid,
  args: {
    label: '고객 만족도 조사.sav',
    columns: surveyColumns,
    rowCount: SURVEY_ROWS,
    getValue: surveyValue,
    visibleRows: 10,
    summary: '100,000행 × 8열',
  },
  argTypes: { getValue: { control: false }, columns: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          '데이터 미리보기. 화면에 보이는 행만 그리므로(가상 스크롤) 10만 행도 가볍고, 값은 `getValue(row, column)`으로 그때그때 읽습니다. 머리글은 고정되고 열마다 유형(숫자·범주·문자)을 보여 주며, 결측 칸은 점(.)과 음영으로, 화면 낭독기에는 "결측"으로 알립니다. ARIA grid로, 칸 하나만 Tab으로 들어가고 방향키, Home/End, Page Up/Down, Ctrl+Home/End로 움직입니다.',
      },
    },
  },
} satisfies Meta<typeof DataGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MissingCells: Story = {
  args: { rowCount: 30, summary: '30행 × 8열' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '고객 만족도 조사.sav' });
    const missing = within(grid).getAllByRole('gridcell', { name: '결측' });
    await expect(missing.length).toBeGreaterThan(0);
    await expect(missing[0]).toHaveTextContent('.결측');
  },
};

export const ColumnTypes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '연령 숫자' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '지역 범주' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '의견 문자' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', String(SURVEY_ROWS + 1));
    await userEvent.tab();
    await expect(canvas.getByRole('columnheader', { name: '성별 범주' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('data-cell', '1:1');
    await userEvent.keyboard('{PageDown}');
    await expect(document.activeElement).toHaveAttribute('data-cell', '11:1');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    const last = document.activeElement as HTMLElement;
    await expect(last).toHaveAttribute('data-cell', `${SURVEY_ROWS - 1}:7`);
    await expect(last.closest('[role="row"]')).toHaveAttribute(
      'aria-rowindex',
      String(SURVEY_ROWS + 1),
    );
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveTextContent(String(SURVEY_ROWS));
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xlarge">
      <DataGrid {...args} />
      <DataGrid
        {...args}
        label="Survey.csv"
        summary="12 rows × 8 columns"
        rowCount={12}
        visibleRows={5}
        typeLabels={{ numeric: 'Numeric', categorical: 'Categorical', text: 'Text' }}
        missingLabel="Missing"
        rowNumberLabel="Row"
      />
    </Stack>
  ),
};
