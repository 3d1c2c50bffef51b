import { analysisDefinitions } from './registry';
import type { AnalysisId } from './types';

/** The t-test chooser of spec point 2 (`/services/anal/average/t`): one-sample, paired, independent. */
export const tTestChooserPath = '/services/anal/average/t';

/** One entry of the catalogue: an analysis, or the t-test chooser that leads to three. */
export type ServiceEntry =
  | { kind: 'analysis'; id: AnalysisId; path: string; titleKey: string; descriptionKey: string }
  | { kind: 'chooser'; path: string; titleKey: string; descriptionKey: string };

export interface ServiceGroup {
  /** Catalogue key of the group's heading (`services.groups.*`). */
  id:
    | 'descriptive'
    | 'multiple'
    | 'averageT'
    | 'anova'
    | 'association'
    | 'cause'
    | 'regression'
    | 'nonparametric';
  titleKey: string;
  entries: readonly ServiceEntry[];
}

function analysis(id: AnalysisId): ServiceEntry {
  const definition = analysisDefinitions[id];
  return {
    kind: 'analysis',
    id,
    path: definition.path,
    titleKey: definition.titleKey,
    descriptionKey: definition.descriptionKey,
  };
}

/** The t-tests, in the order SPSS's Compare Means menu lists them. */
export const tTestEntries: readonly ServiceEntry[] = [
  analysis('t/one'),
  analysis('t/paired'),
  analysis('t/independent'),
];

/** Every analysis, grouped as the route table of spec point 2 (`/services/anal/{group}/…`). */
export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'descriptive',
    titleKey: 'services.groups.descriptive',
    entries: [analysis('frequencies'), analysis('descriptive')],
  },
  {
    id: 'averageT',
    titleKey: 'services.groups.averageT',
    entries: [
      {
        kind: 'chooser',
        path: tTestChooserPath,
        titleKey: 'services.tTests.title',
        descriptionKey: 'services.tTests.description',
      },
    ],
  },
  {
    id: 'anova',
    titleKey: 'services.groups.anova',
    entries: [analysis('anova'), analysis('anova/repeated')],
  },
  { id: 'association', titleKey: 'services.groups.association', entries: [analysis('chi')] },
  {
    id: 'cause',
    titleKey: 'services.groups.cause',
    entries: [analysis('factor'), analysis('reliability'), analysis('correlation')],
  },
  {
    id: 'regression',
    titleKey: 'services.groups.regression',
    entries: [
      analysis('linear'),
      analysis('logistic'),
      analysis('multinomial'),
      analysis('moderation'),
      analysis('mediation'),
    ],
  },
  {
    id: 'multiple',
    titleKey: 'services.groups.multiple',
    entries: [analysis('multiple-responses')],
  },
  {
    id: 'nonparametric',
    titleKey: 'nonparametric.groupTitle',
    entries: [
      analysis('nonparametric/mann-whitney'),
      analysis('nonparametric/wilcoxon'),
      analysis('nonparametric/sign'),
      analysis('nonparametric/kruskal-wallis'),
      analysis('nonparametric/friedman'),
      analysis('nonparametric/chi-square'),
      analysis('nonparametric/binomial'),
    ],
  },
];
