import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import { ancovaDataset, ancovaResultFixture, ancovaValues } from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full result of each case, as the engine answers it on its R-checked fixture file
 * (src/fixtures/groupD.ts, made by scripts/make-fixtures-d.ts with every option on), in
 * Korean and in English.
 */

const ancova: WizardScenario = {
  definition: analysisDefinitions['anova'],
  dataset: ancovaDataset,
  values: ancovaValues,
  result: ancovaResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/공분산분석(ANCOVA)',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(ancova),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ancova: Story = {
  name: '공변량 하나, 기울기 동질성과 Bonferroni 비교',
  ...resultScene(ancova, 'ko'),
};

export const AncovaEnglish: Story = {
  name: '공변량 하나, 기울기 동질성과 Bonferroni 비교(영어)',
  ...resultScene(ancova, 'en'),
};
