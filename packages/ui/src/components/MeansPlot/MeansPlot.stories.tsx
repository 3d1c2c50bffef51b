import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { MeansPlot } from './MeansPlot';
import type { MeansPlotGroup } from './MeansPlot';

const groups: MeansPlotGroup[] = [
  { label: '20대', mean: 3.21, lower: 3.02, upper: 3.4, n: 84 },
  { label: '30대', mean: 3.48, lower: 3.31, upper: 3.65, n: 102 },
  { label: '40대', mean: 3.62, lower: 3.44, upper: 3.8, n: 95 },
  { label: '50대 이상', mean: 3.95, lower: 3.71, upper: 4.19, n: 61 },
];

const meta = {
  title: 'Components/Charts/MeansPlot',
  component: MeansPlot,
  args: {
    title: '연령대별 만족도 평균',
    groups,
    xLabel: '연령대',
    yLabel: '만족도',
    connect: true,
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '집단 평균과 오차 막대(일원분산분석, 독립표본 t 검정). 집단마다 `lower`/`upper`(예: 95% 신뢰구간)를 주거나 `se`와 `seMultiplier`(±1 SE 등)를 줍니다. 오차 막대가 무엇인지 `errorLabel`로 적습니다.',
      },
    },
  },
} satisfies Meta<typeof MeansPlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const StandardErrorBars: Story = {
  args: {
    groups: groups.map(({ label, mean, n }, index) => ({
      label,
      mean,
      n,
      se: [0.1, 0.09, 0.09, 0.12][index],
    })),
    errorLabel: '오차 막대: ±1 표준오차',
  },
};

export const UnconnectedWithoutBars: Story = {
  args: {
    connect: false,
    groups: groups.map(({ label, mean }) => ({ label, mean })),
  },
};

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('row', { name: /30대/ })).toHaveTextContent(
      '30대3.483.313.65102',
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
      <MeansPlot {...args} />
      <MeansPlot
        {...args}
        {...StandardErrorBars.args}
        title="±1 표준오차"
        width={400}
        height={300}
      />
      <MeansPlot {...args} {...UnconnectedWithoutBars.args} title="평균만" />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: {
    title: 'Mean satisfaction by age group',
    groups: groups.map((group, index) => ({
      ...group,
      label: ['20s', '30s', '40s', '50 and over'][index] ?? group.label,
    })),
    xLabel: 'Age group',
    yLabel: 'Satisfaction',
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Mean satisfaction by age group' }),
    ).toHaveAccessibleDescription(
      /^Means plot of Satisfaction by Age group\. 20s 3\.21 \[3\.02, 3\.40\].* Error bars: 95% confidence interval\.$/,
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Lower bound' })).toBeVisible();
  },
};
