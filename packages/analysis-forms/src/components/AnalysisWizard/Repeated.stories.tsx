import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import { repeatedDataset, repeatedResultFixture, repeatedValues } from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full result of each case, as the engine answers it on its R-checked fixture file
 * (src/fixtures/groupD.ts, made by scripts/make-fixtures-d.ts with every option on), in
 * Korean and in English.
 */

const repeated: WizardScenario = {
  definition: analysisDefinitions['anova/repeated'],
  dataset: repeatedDataset,
  values: repeatedValues,
  result: repeatedResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/반복측정 분산분석',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(repeated),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Repeated: Story = {
  name: '2요인(A×B) 반복측정과 집단',
  ...resultScene(repeated, 'ko'),
};

export const RepeatedEnglish: Story = {
  name: '2요인(A×B) 반복측정과 집단(영어)',
  ...resultScene(repeated, 'en'),
};
