import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../Stack';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from '../Chart/storyChecks';
import { ScreePlot } from './ScreePlot';

// Eigenvalues of a ten-item satisfaction scale's correlation matrix (they sum to 10).
const eigenvalues = [3.62, 1.84, 1.12, 0.78, 0.61, 0.52, 0.45, 0.4, 0.36, 0.3];

const meta = {
  title: 'Components/Charts/ScreePlot',
  component: ScreePlot,
  args: { title: '스크리 도표', eigenvalues, referenceLine: 1, onExport: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '요인분석의 스크리 도표. 고유값을 성분 순서대로 받아 꺾은선으로 그리고, Kaiser 기준인 고유값 1에 점선을 긋습니다(`referenceLine`, `null`이면 없음). 공분산 행렬을 분석했다면 평균 고유값을 기준선으로 줄 수 있습니다.',
      },
    },
  },
} satisfies Meta<typeof ScreePlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutReferenceLine: Story = { args: { referenceLine: null } };

export const MeanEigenvalueReference: Story = {
  args: {
    title: '스크리 도표 (공분산 행렬)',
    eigenvalues: [5.4, 2.1, 1.3, 0.9, 0.5, 0.3],
    referenceLine: 1.75,
    referenceLabel: '평균 고유값 = 1.75',
  },
};

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '스크리 도표' })).toHaveAccessibleDescription(
      /고유값이 1보다 큰 성분은 3개입니다/,
    );
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('row', { name: /^1 / })).toHaveTextContent('13.62036.20');
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
      <ScreePlot {...args} />
      <ScreePlot {...args} {...MeanEigenvalueReference.args} width={400} height={280} />
      <ScreePlot
        {...args}
        title="스크리 도표 (기준선 없음)"
        referenceLine={null}
        eigenvalues={[2.2, 0.5, 0.3]}
      />
    </Stack>
  ),
};

/** `locale="en"` with no label props: every default text is English. */
export const English: Story = {
  args: { title: 'Scree plot', locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Scree plot' })).toHaveAccessibleDescription(
      /^Scree plot\. Eigenvalues of 10 components: 3\.62, .*\. 3 components have an eigenvalue greater than 1\.$/,
    );
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('columnheader', { name: '% of variance' })).toBeVisible();
  },
};
