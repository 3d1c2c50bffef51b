import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { PathDiagram } from './PathDiagram';

const meta = {
  title: 'Components/Charts/PathDiagram',
  component: PathDiagram,
  args: {
    title: '직무 스트레스가 이직 의도에 미치는 영향: 소진의 매개효과',
    x: '직무 스트레스',
    y: '이직 의도',
    mediators: [
      { name: '소진', a: { estimate: 0.52, p: 0.0001 }, b: { estimate: 0.38, p: 0.004 } },
    ],
    cPrime: { estimate: 0.11, p: 0.21 },
    c: { estimate: 0.31, p: 0.0003 },
    onExport: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '매개모형 경로도(PROCESS 모형 4). X, 매개변수, Y 이름과 경로 a, b, c′(직접효과), c(총효과)의 추정값과 p값을 받아 상자와 화살표를 배치합니다. 매개변수가 여럿이면 병렬로 쌓고 a₁, b₁처럼 번호를 붙입니다. 별표는 * p < .05, ** p < .01, *** p < .001입니다.',
      },
    },
  },
} satisfies Meta<typeof PathDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ParallelMediators: Story = {
  args: {
    title: '병렬 매개모형',
    mediators: [
      { name: '소진', a: { estimate: 0.52, p: 0.0001 }, b: { estimate: 0.38, p: 0.004 } },
      { name: '직무 만족', a: { estimate: -0.41, p: 0.0002 }, b: { estimate: -0.27, p: 0.012 } },
      { name: '조직 몰입', a: { estimate: -0.18, p: 0.08 }, b: { estimate: -0.09, p: 0.35 } },
    ],
    cPrime: { estimate: 0.06, p: 0.48 },
  },
};

export const WithoutTotalEffect: Story = { args: { c: undefined } };

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(
      /직무 스트레스 → 소진 → 이직 의도: a = 0\.52\*\*\*, b = 0\.38\*\*/,
    );
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('row', { name: /^a / })).toHaveTextContent('0.520.000');
    await expect(within(table).getByRole('row', { name: /^c′/ })).toHaveTextContent('0.110.210');
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
      <PathDiagram {...args} />
      <PathDiagram {...args} {...ParallelMediators.args} />
      <PathDiagram
        {...args}
        title="Mediation (English)"
        x="Job stress"
        y="Turnover intention"
        mediators={[
          { name: 'Burnout', a: { estimate: 0.52, p: 0.0001 }, b: { estimate: 0.38, p: 0.004 } },
        ]}
        width={520}
        locale="en"
        directLabel="direct effect"
        totalLabel="total effect"
        description="Mediation model: job stress affects turnover intention through burnout."
      />
    </Stack>
  ),
};

/** `locale="en"` with English data and no label props: every default text is English. */
export const English: Story = {
  args: {
    title: 'Job stress and turnover intention: mediation by burnout',
    x: 'Job stress',
    y: 'Turnover intention',
    mediators: [
      { name: 'Burnout', a: { estimate: 0.52, p: 0.0001 }, b: { estimate: 0.38, p: 0.004 } },
    ],
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Job stress and turnover intention: mediation by burnout' }),
    ).toHaveAccessibleDescription(
      'Mediation path diagram. Job stress → Burnout → Turnover intention: a = 0.52***, b = 0.38**. Direct effect c′ = 0.11 (total effect c = 0.31***).',
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Estimate' })).toBeVisible();
  },
};
