import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { seededNormal } from '../Chart/Chart.fixtures';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { QQPlot } from './QQPlot';

const satisfaction = seededNormal(60, 3.4, 0.8, 11);
// A right-skewed sample (squared normal scores): the points bend away from the line.
const waitingTimes = seededNormal(60, 0, 1, 5).map((z) => Math.round((z + 2.5) ** 2 * 10) / 10);

const meta = {
  title: 'Components/Charts/QQPlot',
  component: QQPlot,
  args: {
    title: '만족도의 정규 Q-Q 도표',
    values: satisfaction,
    variableLabel: '만족도',
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '정규 Q-Q 도표(SPSS 탐색). `values`를 주면 동점은 평균 순위로 두고 Blom 공식 (r − 3/8)/(n + 1/4)로 기대 정규값을 계산합니다. 엔진이 계산한 `pairs`를 줄 수도 있습니다. 기준선은 z = (x − 평균)/표준편차입니다.',
      },
    },
  },
} satisfies Meta<typeof QQPlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SkewedSample: Story = {
  args: { title: '대기 시간의 정규 Q-Q 도표', values: waitingTimes, variableLabel: '대기 시간' },
};

export const FromEnginePairs: Story = {
  args: {
    values: undefined,
    pairs: [
      { observed: 1, expected: -1.2816 },
      { observed: 2, expected: -0.7279 },
      { observed: 3, expected: -0.3407 },
      { observed: 3, expected: -0.3407 },
      { observed: 4, expected: 0 },
      { observed: 5, expected: 0.4615 },
      { observed: 6, expected: 1.0606 },
      { observed: 9, expected: 1.5932 },
    ],
  },
};

export const TableAlternative: Story = {
  args: { values: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5] },
  play: async ({ canvas }) => {
    const table = await openTableByKeyboard(canvas);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(12);
    // qnorm((1.5 - 3/8) / 11.25) = -1.2816: the two tied 1s share their mean rank.
    await expect(rows[1]).toHaveTextContent('11.00-1.282');
    await expect(rows[11]).toHaveTextContent('119.001.593');
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
      <QQPlot {...args} />
      <QQPlot
        {...args}
        title="대기 시간의 정규 Q-Q 도표"
        values={waitingTimes}
        variableLabel="대기 시간"
        width={360}
        height={320}
      />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: { title: 'Normal Q-Q plot of satisfaction', variableLabel: 'Satisfaction', locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Normal Q-Q plot of satisfaction' }),
    ).toHaveAccessibleDescription(
      /^Normal Q-Q plot of Satisfaction\. 60 observed values against expected normal values/,
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(
      within(table).getByRole('columnheader', { name: 'Expected normal value' }),
    ).toBeVisible();
  },
};
