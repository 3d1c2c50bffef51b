import type { AnalysisId } from './types';

/** The t-test chooser (`/services/anal/average/t`): one-sample, paired, independent. */
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

/**
 * Each analysis's address and catalogue keys, as its definition has them, written out here so
 * the catalogue pages (the t-test chooser, `/services`) list the analyses without loading the
 * definitions themselves (their zod schemas, layouts and tables). `serviceCatalogue.test.ts`
 * keeps this table equal to the definitions.
 */
const catalogueEntries: Record<AnalysisId, readonly [path: string, keyPrefix: string]> = {
  descriptive: ['/services/desc/stats/descriptive', 'descriptive'],
  frequencies: ['/services/desc/stats/frequencies', 'frequencies'],
  'multiple-responses': ['/services/anal/multiple/responses', 'multipleResponses'],
  't/one': ['/services/anal/average/t/one', 'tOne'],
  't/paired': ['/services/anal/average/t/paired', 'tPaired'],
  't/independent': ['/services/anal/average/t/independent', 'tIndependent'],
  anova: ['/services/anal/average/anova', 'anova'],
  'anova/repeated': ['/services/anal/average/repeated', 'repeated'],
  chi: ['/services/anal/association/chi-sqaure', 'chi'],
  correlation: ['/services/anal/cause/correlation', 'correlation'],
  reliability: ['/services/anal/cause/reliability', 'reliability'],
  factor: ['/services/anal/cause/factor', 'factor'],
  linear: ['/services/anal/regression/linear', 'linear'],
  logistic: ['/services/anal/regression/logistic', 'logistic'],
  multinomial: ['/services/anal/regression/multinomial', 'multinomial'],
  moderation: ['/services/anal/regression/moderation', 'moderation'],
  mediation: ['/services/anal/regression/mediation', 'mediation'],
  'nonparametric/mann-whitney': [
    '/services/anal/nonparametric/mann-whitney',
    'nonparametric.mannWhitney',
  ],
  'nonparametric/wilcoxon': ['/services/anal/nonparametric/wilcoxon', 'nonparametric.wilcoxon'],
  'nonparametric/sign': ['/services/anal/nonparametric/sign', 'nonparametric.sign'],
  'nonparametric/kruskal-wallis': [
    '/services/anal/nonparametric/kruskal-wallis',
    'nonparametric.kruskalWallis',
  ],
  'nonparametric/friedman': ['/services/anal/nonparametric/friedman', 'nonparametric.friedman'],
  'nonparametric/chi-square': [
    '/services/anal/nonparametric/chi-square',
    'nonparametric.chiSquare',
  ],
  'nonparametric/binomial': ['/services/anal/nonparametric/binomial', 'nonparametric.binomial'],
};

function analysis(id: AnalysisId): ServiceEntry {
  const [path, keyPrefix] = catalogueEntries[id];
  return {
    kind: 'analysis',
    id,
    path,
    titleKey: `${keyPrefix}.title`,
    descriptionKey: `${keyPrefix}.description`,
  };
}

/** The t-tests, in the order SPSS's Compare Means menu lists them. */
export const tTestEntries: readonly ServiceEntry[] = [
  analysis('t/one'),
  analysis('t/paired'),
  analysis('t/independent'),
];

/** Every analysis, grouped as the analysis routes are (`/services/anal/{group}/…`). */
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

/** The catalogue's entry of the analysis at this address (its title without its definition). */
export function findServiceEntryByPath(path: string): ServiceEntry | undefined {
  const id = (Object.keys(catalogueEntries) as AnalysisId[]).find(
    (each) => catalogueEntries[each][0] === path,
  );
  return id ? analysis(id) : undefined;
}

/** The catalogue's entry of the analysis with this contract id (its address without its definition). */
export function findServiceEntryById(id: string): ServiceEntry | undefined {
  return Object.hasOwn(catalogueEntries, id) ? analysis(id as AnalysisId) : undefined;
}
