import type { Decorator } from '@storybook/react-vite';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import type { WizardEvent } from '../../machines/wizard';
import type { AnalysisResult, DatasetDetail, Interpretation } from '../../types';
import { withAnalysisI18n } from '../story-helpers';
import { AnalysisWizard, type HandOverListener } from './AnalysisWizard';
import { sceneNames, wizardScenes, type SceneName } from './groupAScenes';

/**
 * Scenes of the wizards of group C (factor, linear, moderation, mediation): every step as a
 * machine snapshot (group A's scene builder), with the hand-over recorded as an action.
 */
export interface GroupCScenario {
  definition: AnyAnalysisDefinition;
  dataset: DatasetDetail;
  values: Record<string, unknown>;
  result: AnalysisResult;
  interpretation: Interpretation;
  language?: 'ko' | 'en';
}

export interface GroupCSceneArgs {
  scene: SceneName;
  send: (event: WizardEvent) => void;
  onHandOver: HandOverListener;
}

export function groupCMeta(scenario: GroupCScenario) {
  const scenes = wizardScenes(scenario);
  return {
    decorators: [withAnalysisI18n(scenario.language ?? 'ko')] as Decorator[],
    argTypes: { scene: { control: 'select' as const, options: [...sceneNames] } },
    render: ({ scene, send, onHandOver }: GroupCSceneArgs) => (
      <AnalysisWizard
        definition={scenario.definition}
        snapshot={scenes[scene]()}
        send={send}
        onHandOver={onHandOver}
      />
    ),
    parameters: { layout: 'padded' },
  };
}
