import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { analysisDefinitions } from '../../definitions/registry';
import {
  hierarchicalDataset,
  hierarchicalResultFixture,
  hierarchicalValues,
} from '../../fixtures/groupD';
import { resultScene, sceneMeta, type SceneArgs, type WizardScenario } from './groupAScenes';

/*
 * The full result of each case, as the engine answers it on its R-checked fixture file
 * (src/fixtures/groupD.ts, made by scripts/make-fixtures-d.ts with every option on), in
 * Korean and in English.
 */

const hierarchical: WizardScenario = {
  definition: analysisDefinitions['linear'],
  dataset: hierarchicalDataset,
  values: hierarchicalValues,
  result: hierarchicalResultFixture,
};

const meta = {
  title: 'Analysis/Wizards/위계적 회귀분석',
  args: { scene: 'result', send: fn() },
  ...sceneMeta(hierarchical),
} satisfies Meta<SceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hierarchical: Story = { name: '블록 2개', ...resultScene(hierarchical, 'ko') };

export const HierarchicalEnglish: Story = {
  name: '블록 2개(영어)',
  ...resultScene(hierarchical, 'en'),
};
