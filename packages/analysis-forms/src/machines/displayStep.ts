import type { AnyAnalysisDefinition } from '../definitions/types';
import { wizardSteps, type WizardStep } from './wizard';

/** The URL steps an analysis shows: all four unless its definition says fewer. */
export function shownWizardSteps(definition: Pick<AnyAnalysisDefinition, 'steps'>): WizardStep[] {
  return [...(definition.steps ?? wizardSteps)];
}

/**
 * The shown step for a machine step: a step the analysis does not show folds into the last
 * shown step before it (multiple responses: the result and its interpretation stay on the
 * setting page). The machine still runs every state; only the stepper and the URL differ.
 */
export function wizardDisplayStep(
  definition: Pick<AnyAnalysisDefinition, 'steps'>,
  step: WizardStep,
): WizardStep {
  const shown = shownWizardSteps(definition);
  if (shown.includes(step)) return step;
  const earlier = wizardSteps.slice(0, wizardSteps.indexOf(step)).filter((s) => shown.includes(s));
  return earlier[earlier.length - 1] ?? 'intro';
}
