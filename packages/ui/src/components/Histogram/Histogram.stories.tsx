import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { seededNormal } from '../Chart/Chart.fixtures';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { Histogram } from './Histogram';

const satisfaction = seededNormal(120, 3.4, 0.8, 7);

const meta = {
  title: 'Components/Charts/Histogram',
  component: Histogram,
  args: {
    title: '만족도 분포',
    values: satisfaction,
    xLabel: '만족도',
    normalCurve: true,
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '빈도분포와 같은 평균·표준편차의 정규곡선(SPSS 기술통계·탐색의 히스토그램). `values`를 주면 Sturges 규칙과 R의 `hist()` 구간으로 묶고, 엔진이 이미 묶었다면 `bins`와 `mean`, `sd`를 줍니다. 설명을 주지 않으면 평균, 표준편차, N으로 설명을 만듭니다. 이 설명과 축·범례·표의 기본 문구는 `locale`을 따릅니다(기본 한국어, `locale="en"`이면 영어).',
      },
    },
  },
} satisfies Meta<typeof Histogram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FromEngineBins: Story = {
  args: {
    title: '연령 분포',
    values: undefined,
    xLabel: '연령',
    bins: [
      { start: 20, end: 30, count: 18 },
      { start: 30, end: 40, count: 42 },
      { start: 40, end: 50, count: 57 },
      { start: 50, end: 60, count: 35 },
      { start: 60, end: 70, count: 12 },
    ],
    mean: 44.2,
    sd: 10.8,
  },
};

export const WithoutNormalCurve: Story = { args: { normalCurve: false } };

export const GivenBreaks: Story = { args: { breaks: [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5] } };

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '만족도 분포' })).toHaveAccessibleDescription(
      /만족도의 히스토그램/,
    );
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('columnheader', { name: '구간' })).toBeVisible();
    const counts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.lastElementChild?.textContent));
    await expect(counts.reduce((sum, count) => sum + count, 0)).toBe(120);
  },
};

export const ExportByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await exportByKeyboard(canvas, args.onExport as never);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xlarge">
      <Histogram {...args} />
      <Histogram {...args} title="정규곡선 없이" normalCurve={false} width={420} height={280} />
      <Histogram
        {...args}
        title="Satisfaction"
        xLabel="Satisfaction"
        yLabel="Frequency"
        meanLabel="Mean"
        sdLabel="SD"
        curveLabel="Normal curve"
        values={seededNormal(40, 62, 12, 3, 0)}
        locale="en"
        showTableLabel="View as table"
        saveSvgLabel="Save SVG"
        savePngLabel="Save PNG"
        description="Histogram of satisfaction with a normal curve."
      />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: { title: 'Distribution of satisfaction', xLabel: 'Satisfaction', locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Distribution of satisfaction' }),
    ).toHaveAccessibleDescription(
      /^Histogram of Satisfaction\. Mean = 3\.\d\d, SD = 0\.\d\d, N = 120\./,
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Frequency' })).toBeVisible();
  },
};
