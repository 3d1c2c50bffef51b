import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { InteractionPlot } from './InteractionPlot';
import type { InteractionLine } from './InteractionPlot';

// Ŷ = 2.1 + 0.30 X + 0.20 W + 0.15 XW, X and W mean-centred with SD 1 (PROCESS model 1).
const predict = (x: number, w: number) =>
  Math.round((2.1 + 0.3 * x + 0.2 * w + 0.15 * x * w) * 1000) / 1000;
const levels: [string, number][] = [
  ['W = M−1SD', -1],
  ['W = M', 0],
  ['W = M+1SD', 1],
];
const lines: InteractionLine[] = levels.map(([label, w]) => ({
  label,
  points: [-1, 0, 1].map((x) => ({ x, y: predict(x, w) })),
}));
const xTicks = [
  { value: -1, label: 'M−1SD' },
  { value: 0, label: 'M' },
  { value: 1, label: 'M+1SD' },
];

const meta = {
  title: 'Components/Charts/InteractionPlot',
  component: InteractionPlot,
  args: {
    title: '직무 스트레스와 소진: 사회적 지지의 조절효과',
    lines,
    xTicks,
    xLabel: '직무 스트레스 (X)',
    yLabel: '소진 예측값 (Y)',
    legendTitle: '사회적 지지',
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '조절효과의 단순 기울기 도표. 조절변수 수준(예: M−1SD / M / M+1SD)마다 초점 예측변수 값에서의 예측값 선을 받습니다. 선은 색, 점선 모양, 표식으로 구별되어 흑백 인쇄에서도 읽힙니다. 범주형 예측변수라면 `xTicks`에 수준 이름을 줍니다.',
      },
    },
  },
} satisfies Meta<typeof InteractionPlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NumericXAxis: Story = {
  args: {
    title: '연속형 X축',
    xTicks: undefined,
    xLabel: '직무 스트레스',
    lines: levels.map(([label, w]) => ({
      label,
      points: [1, 3, 5].map((x) => ({ x, y: predict(x - 3, w) })),
    })),
  },
};

export const FactorialProfile: Story = {
  args: {
    title: '교육 방법 × 성별의 추정 주변 평균',
    legendTitle: '성별',
    xLabel: '교육 방법',
    yLabel: '시험 점수',
    xTicks: [
      { value: 1, label: '강의' },
      { value: 2, label: '토론' },
      { value: 3, label: '온라인' },
    ],
    lines: [
      {
        label: '남자',
        points: [
          { x: 1, y: 72.4 },
          { x: 2, y: 78.1 },
          { x: 3, y: 69.5 },
        ],
      },
      {
        label: '여자',
        points: [
          { x: 1, y: 75.2 },
          { x: 2, y: 74.6 },
          { x: 3, y: 77.9 },
        ],
      },
    ],
  },
};

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('columnheader', { name: 'M+1SD' })).toBeVisible();
    // At W = +1: Ŷ(X = −1) = 2.1 − 0.30 + 0.20 − 0.15 = 1.85, Ŷ(0) = 2.30, Ŷ(+1) = 2.75.
    await expect(within(table).getByRole('row', { name: /W = M\+1SD/ })).toHaveTextContent(
      'W = M+1SD1.852.302.75',
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
      <InteractionPlot {...args} />
      <InteractionPlot {...args} {...FactorialProfile.args} width={440} height={320} />
      <InteractionPlot {...args} {...NumericXAxis.args} />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: {
    title: 'Job stress and burnout: moderation by social support',
    xLabel: 'Job stress (X)',
    yLabel: 'Predicted burnout (Y)',
    legendTitle: 'Social support',
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Job stress and burnout: moderation by social support' }),
    ).toHaveAccessibleDescription(
      /^Interaction plot \(simple slopes by level of Social support\)\. W = M−1SD: \d\.\d\d at M−1SD, /,
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Social support' })).toBeVisible();
  },
};
