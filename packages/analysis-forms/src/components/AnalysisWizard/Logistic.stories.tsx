import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import { logisticDataset, logisticResultFixture, logisticValues } from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full result of each case, as the engine answers it on its R-checked fixture file
 * (src/fixtures/groupD.ts, made by scripts/make-fixtures-d.ts with every option on), in
 * Korean and in English.
 */

const logistic: WizardScenario = {
  definition: analysisDefinitions['logistic'],
  dataset: logisticDataset,
  values: logisticValues,
  result: logisticResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/로지스틱 회귀분석',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(logistic),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logistic: Story = { name: '공변량과 범주형 공변량', ...resultScene(logistic, 'ko') };

export const LogisticEnglish: Story = {
  name: '공변량과 범주형 공변량(영어)',
  ...resultScene(logistic, 'en'),
};
