import { anovaDefinition } from './anova';
import { chiDefinition } from './chi';
import { correlationDefinition } from './correlation';
import { descriptiveDefinition } from './descriptive';
import { reliabilityDefinition } from './reliability';
import { frequenciesDefinition } from './frequencies';
import { multipleResponsesDefinition } from './multipleResponses';
import { tIndependentDefinition } from './tIndependent';
import { tOneDefinition } from './tOne';
import { tPairedDefinition } from './tPaired';
import { factorDefinition } from './factor';
import { linearDefinition } from './linear';
import { moderationDefinition } from './moderation';
import { mediationDefinition } from './mediation';
import {
  binomialDefinition,
  chiSquareDefinition,
  friedmanDefinition,
  kruskalWallisDefinition,
  mannWhitneyDefinition,
  signDefinition,
  wilcoxonDefinition,
} from './nonparametric';
import { repeatedDefinition } from './repeated';
import { logisticDefinition } from './logistic';
import { multinomialDefinition } from './multinomial';
import type { AnalysisId, AnyAnalysisDefinition } from './types';

/** Every analysis the wizard can run, by contract id. */
export const analysisDefinitions = {
  descriptive: descriptiveDefinition as unknown as AnyAnalysisDefinition,
  frequencies: frequenciesDefinition as unknown as AnyAnalysisDefinition,
  'multiple-responses': multipleResponsesDefinition as unknown as AnyAnalysisDefinition,
  't/one': tOneDefinition as unknown as AnyAnalysisDefinition,
  't/paired': tPairedDefinition as unknown as AnyAnalysisDefinition,
  't/independent': tIndependentDefinition as unknown as AnyAnalysisDefinition,
  anova: anovaDefinition as unknown as AnyAnalysisDefinition,
  chi: chiDefinition as unknown as AnyAnalysisDefinition,
  correlation: correlationDefinition as unknown as AnyAnalysisDefinition,
  reliability: reliabilityDefinition as unknown as AnyAnalysisDefinition,
  factor: factorDefinition as unknown as AnyAnalysisDefinition,
  linear: linearDefinition as unknown as AnyAnalysisDefinition,
  moderation: moderationDefinition as unknown as AnyAnalysisDefinition,
  mediation: mediationDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/mann-whitney': mannWhitneyDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/wilcoxon': wilcoxonDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/sign': signDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/kruskal-wallis': kruskalWallisDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/friedman': friedmanDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/chi-square': chiSquareDefinition as unknown as AnyAnalysisDefinition,
  'nonparametric/binomial': binomialDefinition as unknown as AnyAnalysisDefinition,
  'anova/repeated': repeatedDefinition as unknown as AnyAnalysisDefinition,
  logistic: logisticDefinition as unknown as AnyAnalysisDefinition,
  multinomial: multinomialDefinition as unknown as AnyAnalysisDefinition,
} satisfies Record<AnalysisId, AnyAnalysisDefinition>;

export function findDefinitionByPath(path: string): AnyAnalysisDefinition | undefined {
  return Object.values(analysisDefinitions).find(
    (definition) => path === definition.path || path.startsWith(`${definition.path}/`),
  );
}
