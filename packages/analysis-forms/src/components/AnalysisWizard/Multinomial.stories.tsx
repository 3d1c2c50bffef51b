import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import {
  multinomialDataset,
  multinomialResultFixture,
  multinomialValues,
} from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full NOMREG result (factors and covariates, the last category as reference), as the engine
 * answers it on its R-checked fixture file (src/fixtures/groupD.ts, made by
 * scripts/make-fixtures-d.ts), in Korean and in English.
 */

const multinomial: WizardScenario = {
  definition: analysisDefinitions['multinomial'],
  dataset: multinomialDataset,
  values: multinomialValues,
  result: multinomialResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/다항 로지스틱 회귀분석',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(multinomial),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Multinomial: Story = { name: '요인과 공변량', ...resultScene(multinomial, 'ko') };

export const MultinomialEnglish: Story = {
  name: '요인과 공변량(영어)',
  ...resultScene(multinomial, 'en'),
};
