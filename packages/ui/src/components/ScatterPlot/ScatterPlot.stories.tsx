import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { seededNormal } from '../Chart/Chart.fixtures';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { ScatterPlot } from './ScatterPlot';

// Satisfaction = 1.2 + 0.45 · service quality + noise, for 50 respondents.
const quality = seededNormal(50, 3.5, 0.9, 21);
const noise = seededNormal(50, 0, 0.45, 22);
const points = quality.map((x, index) => ({
  x,
  y: Math.round((1.2 + 0.45 * x + (noise[index] ?? 0)) * 100) / 100,
}));

const meta = {
  title: 'Components/Charts/ScatterPlot',
  component: ScatterPlot,
  args: {
    title: '서비스 품질과 만족도',
    points,
    xLabel: '서비스 품질',
    yLabel: '만족도',
    fitLine: { intercept: 1.2, slope: 0.45, rSquared: 0.412 },
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '두 변수의 산점도. 회귀분석 결과의 절편과 기울기(`fitLine`)를 주면 x 범위 전체에 회귀선을 긋고 범례에 식과 R²를 적습니다.',
      },
    },
  },
} satisfies Meta<typeof ScatterPlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutFitLine: Story = { args: { fitLine: undefined } };

export const NegativeSlope: Story = {
  args: {
    title: '대기 시간과 만족도',
    xLabel: '대기 시간(분)',
    points: quality.map((x, index) => ({
      x: Math.round(x * 10 * 10) / 10,
      y: Math.round((5.5 - 0.06 * x * 10 + (noise[index] ?? 0)) * 100) / 100,
    })),
    fitLine: { intercept: 5.5, slope: -0.06 },
  },
};

export const TableAlternative: Story = {
  args: {
    points: [
      { x: 1, y: 2.1, label: '응답자 A' },
      { x: 2, y: 2.4, label: '응답자 B' },
      { x: 3, y: 3.3, label: '응답자 C' },
    ],
  },
  play: async ({ canvas }) => {
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('row', { name: /응답자 B/ })).toHaveTextContent(
      '응답자 B2.002.40',
    );
    await expect(within(table).getByRole('columnheader', { name: '서비스 품질' })).toBeVisible();
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
      <ScatterPlot {...args} />
      <ScatterPlot {...args} {...NegativeSlope.args} width={400} height={320} />
      <ScatterPlot {...args} title="회귀선 없이" fitLine={undefined} />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: {
    title: 'Service quality and satisfaction',
    xLabel: 'Service quality',
    yLabel: 'Satisfaction',
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Service quality and satisfaction' }),
    ).toHaveAccessibleDescription(
      'Scatter plot of Satisfaction (y axis) against Service quality (x axis). 50 cases, regression line ŷ = 1.20 + 0.45x, R² = 0.412.',
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Case' })).toBeVisible();
  },
};
