import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import {
  process14ResultFixture,
  process14Values,
  process4ResultFixture,
  process4Values,
  process58ResultFixture,
  process58Values,
  process6ResultFixture,
  process6Values,
  process7ResultFixture,
  process7Values,
  process8ResultFixture,
  process8Values,
  processDataset,
} from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full result of each case, as the engine answers it on its R-checked fixture file
 * (src/fixtures/groupD.ts, made by scripts/make-fixtures-d.ts with every option on), in
 * Korean and in English.
 */

const process4: WizardScenario = {
  definition: analysisDefinitions['mediation'],
  dataset: processDataset,
  values: process4Values,
  result: process4ResultFixture,
};

const process6: WizardScenario = {
  definition: analysisDefinitions['mediation'],
  dataset: processDataset,
  values: process6Values,
  result: process6ResultFixture,
};

const process7: WizardScenario = {
  definition: analysisDefinitions['mediation'],
  dataset: processDataset,
  values: process7Values,
  result: process7ResultFixture,
};

const process8: WizardScenario = {
  definition: analysisDefinitions['mediation'],
  dataset: processDataset,
  values: process8Values,
  result: process8ResultFixture,
};

const process14: WizardScenario = {
  definition: analysisDefinitions['mediation'],
  dataset: processDataset,
  values: process14Values,
  result: process14ResultFixture,
};

const process58: WizardScenario = {
  definition: analysisDefinitions['mediation'],
  dataset: processDataset,
  values: process58Values,
  result: process58ResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/PROCESS 모델',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(process4),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Model4: Story = { name: '모델 4', ...resultScene(process4, 'ko') };

export const Model4English: Story = {
  name: '모델 4(영어)',
  ...resultScene(process4, 'en'),
};

export const Model6: Story = { name: '모델 6', ...resultScene(process6, 'ko') };

export const Model6English: Story = {
  name: '모델 6(영어)',
  ...resultScene(process6, 'en'),
};

export const Model7: Story = { name: '모델 7', ...resultScene(process7, 'ko') };

export const Model7English: Story = {
  name: '모델 7(영어)',
  ...resultScene(process7, 'en'),
};

export const Model8: Story = { name: '모델 8', ...resultScene(process8, 'ko') };

export const Model8English: Story = {
  name: '모델 8(영어)',
  ...resultScene(process8, 'en'),
};

export const Model14: Story = { name: '모델 14', ...resultScene(process14, 'ko') };

export const Model14English: Story = {
  name: '모델 14(영어)',
  ...resultScene(process14, 'en'),
};

export const Model58: Story = { name: '모델 58', ...resultScene(process58, 'ko') };

export const Model58English: Story = {
  name: '모델 58(영어)',
  ...resultScene(process58, 'en'),
};
