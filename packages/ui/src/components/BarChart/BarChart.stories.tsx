import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { BarChart } from './BarChart';

const meta = {
  title: 'Components/Charts/BarChart',
  component: BarChart,
  args: {
    title: '거주 지역',
    categories: ['서울', '경기', '부산', '기타'],
    series: [{ name: '빈도', values: [1250, 980, 670, 100] }],
    xLabel: '지역',
    yLabel: '빈도',
    showValues: false,
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '범주별 막대그래프(빈도, 퍼센트, 평균). 계열이 하나면 단순 막대, 여럿이면 묶은 막대와 범례를 그립니다(교차표). 막대는 0에서 시작하고, `null` 값은 결측으로 비워 둡니다.',
      },
    },
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ValuesOnBars: Story = { args: { showValues: true } };

export const GroupedSeries: Story = {
  args: {
    title: '성별 거주 지역',
    yLabel: '퍼센트',
    valueDecimals: 1,
    showValues: true,
    series: [
      { name: '남자', values: [42.5, 31.2, 20.1, 6.2] },
      { name: '여자', values: [38.9, 35.4, 22.3, 3.4] },
      { name: '응답 거부', values: [30, 40, null, 30] },
    ],
  },
};

export const NegativeValues: Story = {
  args: {
    title: '전년 대비 변화',
    yLabel: '변화량',
    showValues: true,
    series: [{ name: '변화량', values: [120, -45, 30, -80] }],
  },
};

export const TableAlternative: Story = {
  args: GroupedSeries.args,
  play: async ({ canvas }) => {
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('columnheader', { name: '여자' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /부산/ })).toHaveTextContent(
      '부산20.122.3.',
    );
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
      <BarChart {...args} showValues />
      <BarChart {...args} {...GroupedSeries.args} />
      <BarChart {...args} {...NegativeValues.args} width={400} height={280} />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: {
    title: 'Region of residence',
    categories: ['Seoul', 'Gyeonggi', 'Busan', 'Other'],
    series: [{ name: 'Frequency', values: [1250, 980, 670, null] }],
    xLabel: 'Region',
    yLabel: undefined,
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Region of residence' }),
    ).toHaveAccessibleDescription(
      'Bar chart of Frequency by Region. Seoul 1,250; Gyeonggi 980; Busan 670; Other missing.',
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Frequency' })).toBeVisible();
  },
};
