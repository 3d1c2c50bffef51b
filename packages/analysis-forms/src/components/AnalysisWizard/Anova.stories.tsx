import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { anovaDefinition } from '../../definitions/anova';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  anovaDataset,
  anovaFactorialDataset,
  anovaFactorialInterpretationFixture,
  anovaFactorialResultFixture,
  anovaOnewayInterpretationFixture,
  anovaOnewayResultFixture,
} from '../../fixtures/anova';
import { anovaCellsEmptyCell } from '../../fixtures/anovaCells';
import { createWizardMachine } from '../../machines/wizard';
import { AnalysisWizard } from './AnalysisWizard';
import { sceneMeta, submitEmpty, wizardScenes, type SceneArgs } from './groupAScenes';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';

const definition = anovaDefinition as unknown as AnyAnalysisDefinition;

const factorial = wizardScenes({
  definition,
  dataset: anovaFactorialDataset,
  values: anovaDefinition.optionsSchema.parse({
    dependents: ['반응'],
    factors: ['성별', '처치'],
    selectedAnovaOptions: ['descriptives', 'homogeneity'],
    pairwiseComparisons: 'bonferroni',
  }),
  result: anovaFactorialResultFixture,
  interpretation: anovaFactorialInterpretationFixture,
});

const meta = {
  title: 'Analysis/Wizards/분산분석',
  args: { scene: 'intro', send: fn() },
  ...sceneMeta({
    definition,
    dataset: anovaDataset,
    // Light on purpose: axe's checks grow with every table cell and took most of these
    // stories' time (near the 15 s limit on a busy machine). The one-way result shows the
    // ANOVA table, effect sizes, the post hoc table and the means plot; the descriptives and
    // Levene tables (the same component) are shown by the factorial story.
    values: anovaDefinition.optionsSchema.parse({
      dependents: ['점수'],
      factors: ['학과'],
      selectedAnovaOptions: ['effectSize', 'meansPlot'],
      postHoc: ['tukey'],
    }),
    result: {
      ...anovaOnewayResultFixture,
      tables: anovaOnewayResultFixture.tables.filter(
        (table) => table.id !== 'descriptives' && table.id !== 'homogeneity',
      ),
    },
    interpretation: anovaOnewayInterpretationFixture,
  }),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = { name: '1단계 데이터 올리기' };

export const SettingWithErrors: Story = {
  name: '2단계 분석 설정(오류)',
  args: { scene: 'setting' },
  play: submitEmpty('변수를 1개 이상 선택해 주세요.'),
};

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '3단계 분석 결과(일원배치, 사후검정)',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // F of 점수 by 학과, as R's oneway analysis gives it (2.7637).
    await expect(canvas.getAllByText('2.764').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('table', { name: /다중비교/ })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /점수의 평균 도표/ })).toBeInTheDocument();
  },
};

export const FactorialResult: Story = {
  name: '3단계 분석 결과(이원배치, Type III)',
  args: { scene: 'result' },
  render: ({ send }) => (
    <AnalysisWizard definition={definition} snapshot={factorial.result()} send={send} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // F of the corrected model, as R's car::Anova (type III) gives it (14.7615).
    await expect(canvas.getAllByText('14.762').length).toBeGreaterThan(0);
  },
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };

/** The factorial setting with two factors chosen: a custom model and the cell structure. */
const factorialSetting = () =>
  createWizardMachine(definition).resolveState({
    value: { setting: 'editing' },
    context: {
      ...factorial.setting().context,
      values: anovaDefinition.optionsSchema.parse({
        dependents: ['반응'],
        factors: ['성별', '처치'],
        modelType: 'custom',
        selectedEffect: ['성별', '처치'],
      }),
    },
  });

export const FactorialModel: Story = {
  name: '2단계 이원배치 모형과 셀 구조(빈 셀)',
  render: ({ send }) => (
    <AnalysisWizard
      definition={definition}
      snapshot={factorialSetting()}
      send={send}
      // What anova/multi answers when the 여 × 다 cell has no cases (scripts/make-anova-cells.ts).
      loadAnovaCells={async () => anovaCellsEmptyCell}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The custom model's terms: main effects chosen, the interaction left out.
    await expect(canvas.getByRole('checkbox', { name: '성별' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '성별 * 처치' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '셀 구조 확인' }));
    await expect(
      await canvas.findByText(/비어 있는 셀이 1개 있습니다: 여 × 다/, undefined, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByText('추정할 수 없는 항: 성별 * 처치')).toBeVisible();
    await expect(canvas.getByRole('table', { name: /반응의 셀별 사례 수/ })).toBeInTheDocument();
  },
};

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(anovaDataset),
};
