import type { LazyAnalysis } from '../machines/wizard';
import type { AnalysisId, AnyAnalysisDefinition } from './types';

/**
 * What the wizard's frame and its upload step show of an analysis: the steps it shows and its
 * word about them. The upload step renders from this alone, so its page loads without the
 * analysis's definition (options schema, setting layout, result tables).
 */
export type WizardIntroAnalysis = Pick<AnyAnalysisDefinition, 'steps' | 'introNoteKey'>;

const as = (definition: unknown) => definition as AnyAnalysisDefinition;

/** Each analysis's definition in a chunk of its own, with the schemas it shares. */
const definitionLoaders: Record<AnalysisId, () => Promise<AnyAnalysisDefinition>> = {
  descriptive: () => import('./descriptive').then((m) => as(m.descriptiveDefinition)),
  frequencies: () => import('./frequencies').then((m) => as(m.frequenciesDefinition)),
  'multiple-responses': () =>
    import('./multipleResponses').then((m) => as(m.multipleResponsesDefinition)),
  't/one': () => import('./tOne').then((m) => as(m.tOneDefinition)),
  't/paired': () => import('./tPaired').then((m) => as(m.tPairedDefinition)),
  't/independent': () => import('./tIndependent').then((m) => as(m.tIndependentDefinition)),
  anova: () => import('./anova').then((m) => as(m.anovaDefinition)),
  chi: () => import('./chi').then((m) => as(m.chiDefinition)),
  correlation: () => import('./correlation').then((m) => as(m.correlationDefinition)),
  reliability: () => import('./reliability').then((m) => as(m.reliabilityDefinition)),
  factor: () => import('./factor').then((m) => as(m.factorDefinition)),
  linear: () => import('./linear').then((m) => as(m.linearDefinition)),
  moderation: () => import('./moderation').then((m) => as(m.moderationDefinition)),
  mediation: () => import('./mediation').then((m) => as(m.mediationDefinition)),
  'nonparametric/mann-whitney': () =>
    import('./nonparametric').then((m) => as(m.mannWhitneyDefinition)),
  'nonparametric/wilcoxon': () => import('./nonparametric').then((m) => as(m.wilcoxonDefinition)),
  'nonparametric/sign': () => import('./nonparametric').then((m) => as(m.signDefinition)),
  'nonparametric/kruskal-wallis': () =>
    import('./nonparametric').then((m) => as(m.kruskalWallisDefinition)),
  'nonparametric/friedman': () => import('./nonparametric').then((m) => as(m.friedmanDefinition)),
  'nonparametric/chi-square': () =>
    import('./nonparametric').then((m) => as(m.chiSquareDefinition)),
  'nonparametric/binomial': () => import('./nonparametric').then((m) => as(m.binomialDefinition)),
  'anova/repeated': () => import('./repeated').then((m) => as(m.repeatedDefinition)),
  logistic: () => import('./logistic').then((m) => as(m.logisticDefinition)),
  multinomial: () => import('./multinomial').then((m) => as(m.multinomialDefinition)),
};

/**
 * The upload step's facts of the analyses that have any (written out, so the step needs no
 * definition); `lazy.test.ts` keeps them equal to the definitions.
 */
const introFacts: Partial<Record<AnalysisId, WizardIntroAnalysis>> = {
  'multiple-responses': { steps: ['intro', 'setting'] },
  factor: { introNoteKey: 'introNotes.factor' },
};

/** An analysis for a wizard that starts on its upload step and fetches the definition later. */
export function lazyAnalysis(id: AnalysisId): LazyAnalysis & WizardIntroAnalysis {
  return { id, ...introFacts[id], load: definitionLoaders[id] };
}
