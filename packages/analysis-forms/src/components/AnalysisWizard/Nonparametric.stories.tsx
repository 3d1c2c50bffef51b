import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import {
  binomialResultFixture,
  binomialValues,
  chiSquareResultFixture,
  chiSquareValues,
  friedmanResultFixture,
  friedmanValues,
  kruskalWallisResultFixture,
  kruskalWallisValues,
  mannWhitneyResultFixture,
  mannWhitneyValues,
  nonparametricDataset,
  signResultFixture,
  signValues,
  wilcoxonResultFixture,
  wilcoxonValues,
} from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full result of each case, as the engine answers it on its R-checked fixture file
 * (src/fixtures/groupD.ts, made by scripts/make-fixtures-d.ts with every option on), in
 * Korean and in English.
 */

const mannWhitney: WizardScenario = {
  definition: analysisDefinitions['nonparametric/mann-whitney'],
  dataset: nonparametricDataset,
  values: mannWhitneyValues,
  result: mannWhitneyResultFixture,
};

const wilcoxon: WizardScenario = {
  definition: analysisDefinitions['nonparametric/wilcoxon'],
  dataset: nonparametricDataset,
  values: wilcoxonValues,
  result: wilcoxonResultFixture,
};

const sign: WizardScenario = {
  definition: analysisDefinitions['nonparametric/sign'],
  dataset: nonparametricDataset,
  values: signValues,
  result: signResultFixture,
};

const kruskalWallis: WizardScenario = {
  definition: analysisDefinitions['nonparametric/kruskal-wallis'],
  dataset: nonparametricDataset,
  values: kruskalWallisValues,
  result: kruskalWallisResultFixture,
};

const friedman: WizardScenario = {
  definition: analysisDefinitions['nonparametric/friedman'],
  dataset: nonparametricDataset,
  values: friedmanValues,
  result: friedmanResultFixture,
};

const chiSquare: WizardScenario = {
  definition: analysisDefinitions['nonparametric/chi-square'],
  dataset: nonparametricDataset,
  values: chiSquareValues,
  result: chiSquareResultFixture,
};

const binomial: WizardScenario = {
  definition: analysisDefinitions['nonparametric/binomial'],
  dataset: nonparametricDataset,
  values: binomialValues,
  result: binomialResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/비모수 검정',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(mannWhitney),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MannWhitney: Story = {
  name: 'Mann-Whitney U 검정',
  ...resultScene(mannWhitney, 'ko'),
};

export const MannWhitneyEnglish: Story = {
  name: 'Mann-Whitney U 검정(영어)',
  ...resultScene(mannWhitney, 'en'),
};

export const Wilcoxon: Story = { name: 'Wilcoxon 부호순위 검정', ...resultScene(wilcoxon, 'ko') };

export const WilcoxonEnglish: Story = {
  name: 'Wilcoxon 부호순위 검정(영어)',
  ...resultScene(wilcoxon, 'en'),
};

export const Sign: Story = { name: '부호 검정', ...resultScene(sign, 'ko') };

export const SignEnglish: Story = {
  name: '부호 검정(영어)',
  ...resultScene(sign, 'en'),
};

export const KruskalWallis: Story = {
  name: 'Kruskal-Wallis H 검정',
  ...resultScene(kruskalWallis, 'ko'),
};

export const KruskalWallisEnglish: Story = {
  name: 'Kruskal-Wallis H 검정(영어)',
  ...resultScene(kruskalWallis, 'en'),
};

export const Friedman: Story = { name: 'Friedman 검정', ...resultScene(friedman, 'ko') };

export const FriedmanEnglish: Story = {
  name: 'Friedman 검정(영어)',
  ...resultScene(friedman, 'en'),
};

export const ChiSquare: Story = { name: '카이제곱 적합도 검정', ...resultScene(chiSquare, 'ko') };

export const ChiSquareEnglish: Story = {
  name: '카이제곱 적합도 검정(영어)',
  ...resultScene(chiSquare, 'en'),
};

export const Binomial: Story = { name: '이항 검정', ...resultScene(binomial, 'ko') };

export const BinomialEnglish: Story = {
  name: '이항 검정(영어)',
  ...resultScene(binomial, 'en'),
};
