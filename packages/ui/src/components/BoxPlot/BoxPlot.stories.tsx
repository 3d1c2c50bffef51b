import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { BoxPlot } from './BoxPlot';
import type { BoxPlotGroup } from './BoxPlot';

const groups: BoxPlotGroup[] = [
  { label: '서울', min: 2.1, q1: 3.0, median: 3.5, q3: 4.0, max: 4.9, outliers: [1.2] },
  { label: '경기', min: 1.8, q1: 2.7, median: 3.2, q3: 3.8, max: 4.6 },
  {
    label: '부산',
    min: 2.4,
    q1: 3.3,
    median: 3.9,
    q3: 4.3,
    max: 5.0,
    outliers: [1.4],
    extremes: [0.3],
  },
];

const meta = {
  title: 'Components/Charts/BoxPlot',
  component: BoxPlot,
  args: {
    title: '지역별 만족도',
    groups,
    yLabel: '만족도',
    xLabel: '지역',
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '집단별 상자도표(SPSS 탐색). 엔진이 계산한 다섯 수치(수염 끝은 이상값이 아닌 최솟값·최댓값)와 이상값(○, 1.5 IQR 밖), 극단값(✱, 3 IQR 밖)을 그대로 받습니다.',
      },
    },
  },
} satisfies Meta<typeof BoxPlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleGroup: Story = {
  args: { title: '만족도', xLabel: undefined, groups: [{ ...groups[0]!, label: '전체' }] },
};

export const OutliersAndExtremes: Story = {
  args: { groups: groups.slice(2) },
  play: async ({ canvas }) => {
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('row', { name: /부산/ })).toHaveTextContent('1.40, 0.30');
  },
};

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: '지역별 만족도' })).toBeVisible();
    const table = await openTableByKeyboard(canvas);
    const seoul = within(table).getByRole('row', { name: /서울/ });
    await expect(seoul).toHaveTextContent('2.103.003.504.004.901.20');
    await expect(within(table).getByRole('columnheader', { name: '중위수' })).toBeVisible();
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
      <BoxPlot {...args} />
      <BoxPlot
        {...args}
        title="성별 점수"
        yLabel="점수"
        xLabel="성별"
        width={360}
        height={300}
        groups={[
          { label: '남자', min: 40, q1: 55, median: 63, q3: 71, max: 88 },
          { label: '여자', min: 45, q1: 58, median: 66, q3: 74, max: 92, outliers: [21, 25] },
        ]}
      />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: {
    title: 'Satisfaction by region',
    groups: groups.map((group, index) => ({
      ...group,
      label: ['Seoul', 'Gyeonggi', 'Busan'][index] ?? group.label,
    })),
    yLabel: 'Satisfaction',
    xLabel: 'Region',
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Satisfaction by region' }),
    ).toHaveAccessibleDescription(
      'Box plot of Satisfaction by Region. Seoul: Median 3.50, Gyeonggi: Median 3.20, Busan: Median 3.90.',
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Outliers' })).toBeVisible();
  },
};
