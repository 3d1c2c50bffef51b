import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import type { AnalysisIdentity } from './endpoints';
import { resultTableSchema, uploadResponseSchema, type UploadedDataset } from './schemas';

/**
 * Where each analysis runs (the server's ANALYSIS_ROUTES): `{prefix}/analysis`,
 * answering the result under `resultKey` with the history record's `analysisId`.
 * `descriptive` has its own call (`runDescriptiveAnalysis`).
 */
export const ANALYSIS_ENDPOINTS = {
  frequencies: { prefix: '/frequencies', resultKey: 'result' },
  'multiple-responses': { prefix: '/multiple-responses', resultKey: 'result' },
  't/one': { prefix: '/t/one', resultKey: 'oneSampleResult' },
  't/paired': { prefix: '/t/paired', resultKey: 'pairedSampleResult' },
  't/independent': { prefix: '/t/independent', resultKey: 'independentSampleResult' },
  anova: { prefix: '/anova', resultKey: 'anovaResult' },
  chi: { prefix: '/chi', resultKey: 'result' },
  factor: { prefix: '/factor', resultKey: 'factorResult' },
  reliability: { prefix: '/reliability', resultKey: 'reliabilityResult' },
  correlation: { prefix: '/correlation', resultKey: 'correlationResult' },
  linear: { prefix: '/linear', resultKey: 'linearResult' },
  moderation: { prefix: '/moderation', resultKey: 'result' },
  mediation: { prefix: '/mediation', resultKey: 'result' },
  'nonparametric/mann-whitney': { prefix: '/nonparametric/mann-whitney', resultKey: 'result' },
  'nonparametric/wilcoxon': { prefix: '/nonparametric/wilcoxon', resultKey: 'result' },
  'nonparametric/sign': { prefix: '/nonparametric/sign', resultKey: 'result' },
  'nonparametric/kruskal-wallis': { prefix: '/nonparametric/kruskal-wallis', resultKey: 'result' },
  'nonparametric/friedman': { prefix: '/nonparametric/friedman', resultKey: 'result' },
  'nonparametric/chi-square': { prefix: '/nonparametric/chi-square', resultKey: 'result' },
  'nonparametric/binomial': { prefix: '/nonparametric/binomial', resultKey: 'result' },
  'anova/repeated': { prefix: '/anova/repeated', resultKey: 'result' },
  logistic: { prefix: '/logistic', resultKey: 'result' },
  multinomial: { prefix: '/multinomial', resultKey: 'result' },
} as const satisfies Record<string, { prefix: string; resultKey: string }>;

export type RoutedAnalysisId = keyof typeof ANALYSIS_ENDPOINTS;

/** What every analysis result carries (the contract's "Result rules"); the rest passes through. */
export const analysisResultSchema = z.looseObject({
  analysis: z.string(),
  tables: z.array(resultTableSchema),
  warnings: z.array(z.string()),
  warningsEn: z.array(z.string()).optional(),
});

export type AnalysisResultBody = z.infer<typeof analysisResultSchema>;

/** `POST {prefix}/analysis` of any routed analysis: the identity fields plus the contract's fields. */
export async function runAnalysis(
  client: ApiClient,
  analysis: RoutedAnalysisId,
  request: AnalysisIdentity & Record<string, unknown>,
  options?: CallOptions,
): Promise<{ result: AnalysisResultBody; analysisId: string; syntax?: string }> {
  const { prefix, resultKey } = ANALYSIS_ENDPOINTS[analysis];
  const schema = z.looseObject({
    [resultKey]: analysisResultSchema,
    analysisId: z.string().min(1),
    // SPSS syntax reproducing the run: the version's transforms, then the analysis command.
    syntax: z.string().optional(),
  });
  const body = (await client.post(`${prefix}/analysis`, request, schema, options)) as Record<
    string,
    unknown
  >;
  return {
    result: body[resultKey] as AnalysisResultBody,
    analysisId: body.analysisId as string,
    ...(typeof body.syntax === 'string' ? { syntax: body.syntax } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Setting-step calls: `/anova/multi`, `/factor/factorGroups`,
// `/reliability/redirection`; and the dataset's own settings (`/dataset/update`, `/dataset/category`).

const count = z.number().int().nonnegative();
const nullableNumber = z.number().nullable();

/** `/anova/multi`'s answer: the full model's error per dependent and the cell structure. */
export const anovaMultiResponseSchema = z.looseObject({
  anovaAnalysisType: z.enum(['oneway', 'factorial']),
  MSErr: z.array(
    z.looseObject({ dependent: z.string(), ss: z.number(), df: count, ms: nullableNumber }),
  ),
  preResult: z.looseObject({
    factors: z.array(z.looseObject({ name: z.string(), levels: z.array(z.string()) })),
    terms: z.array(z.string()),
    dependents: z.array(
      z.looseObject({
        dependent: z.string(),
        n: count,
        missing: count,
        cellCount: count,
        emptyCellCount: count,
        cells: z.array(
          z.looseObject({
            cell: z.record(z.string(), z.string()),
            n: count,
            mean: nullableNumber,
            std: nullableNumber,
          }),
        ),
        emptyCells: z.array(z.record(z.string(), z.string())),
        harmonicMeanN: nullableNumber,
        terms: z.array(
          z.looseObject({
            term: z.string(),
            factors: z.array(z.string()),
            combinations: count,
            emptyCombinations: count,
            estimable: z.boolean(),
          }),
        ),
        estimable: z.boolean(),
      }),
    ),
  }),
});

export type AnovaMultiResponse = z.infer<typeof anovaMultiResponseSchema>;

export interface AnovaMultiRequest extends AnalysisIdentity {
  factors: string[];
  dependents: string[];
  anovaAnalysisType?: 'oneway' | 'factorial';
}

/** `POST /anova/multi`: the factorial setting step's cell structure (nothing is recorded). */
export function getAnovaMulti(
  client: ApiClient,
  request: AnovaMultiRequest,
  options?: CallOptions,
): Promise<AnovaMultiResponse> {
  return client.post('/anova/multi', request, anovaMultiResponseSchema, options);
}

/** One factor: its name and the items that form it (a reliability scale). */
export const factorGroupSchema = z.looseObject({
  name: z.string(),
  variables: z.array(z.string()),
});
export type FactorGroup = z.infer<typeof factorGroupSchema>;

export const storedFactorGroupsSchema = z.looseObject({
  result: z.looseObject({
    dataUuid: z.string(),
    factorGroups: z.array(factorGroupSchema),
    selectedScoreOptions: z.unknown(),
    updatedAt: z.string().nullable(),
  }),
});

/** `POST /factor/factorGroups`: stores (replaces) the dataset's factor groups; `[]` clears them. */
export async function saveFactorGroups(
  client: ApiClient,
  request: { dataUuid: string; factorGroups: FactorGroup[]; selectedScoreOptions?: unknown },
  options?: CallOptions,
): Promise<z.infer<typeof storedFactorGroupsSchema>['result']> {
  const body = await client.post(
    '/factor/factorGroups',
    request,
    storedFactorGroupsSchema,
    options,
  );
  return body.result;
}

export const reliabilityRedirectionSchema = z.looseObject({
  result: z.looseObject({
    dataUuid: z.string(),
    fileName: z.string(),
    title: z.string(),
    isSetFactorGroups: z.literal(true),
    factorGroups: z.array(factorGroupSchema),
    reliabilityVariables: z.array(z.string()),
    selectedScoreOptions: z.unknown(),
    updatedAt: z.string(),
  }),
});
export type ReliabilityRedirection = z.infer<typeof reliabilityRedirectionSchema>['result'];

/**
 * `POST /reliability/redirection`: what the reliability setting opens with (the stored factor
 * groups, one scale each). Without stored groups the call fails with FACTOR_GROUPS_NOT_FOUND (404).
 */
export async function getReliabilityRedirection(
  client: ApiClient,
  dataUuid: string,
  options?: CallOptions,
): Promise<ReliabilityRedirection> {
  const body = await client.post(
    '/reliability/redirection',
    { dataUuid },
    reliabilityRedirectionSchema,
    options,
  );
  return body.result;
}

/** One variable's change in `/dataset/update`; null removes a label or the value labels. */
export interface VariableUpdate {
  name: string;
  type?: 'numeric' | 'categorical';
  label?: string | null;
  valueLabels?: Record<string, string> | null;
}

/** `POST /dataset/update`: variable types, labels, value labels and cleaning options. */
export async function updateDataset(
  client: ApiClient,
  request: {
    uuid: string;
    title?: string;
    variables?: VariableUpdate[];
    selectedCleaningOptions?: unknown;
  },
  options?: CallOptions,
): Promise<UploadedDataset> {
  const body = await client.post('/dataset/update', request, uploadResponseSchema, options);
  return body.result;
}

/** A variable's value groups for frequencies (the contract's `factorGroups`). */
export interface ValueGroups {
  variable: string;
  groups: { label: string; values: (number | string)[] }[];
}

export const categoryResponseSchema = z.looseObject({
  result: z.looseObject({
    uuid: z.string(),
    statsType: z.string(),
    factorGroups: z.array(
      z.looseObject({
        variable: z.string(),
        groups: z.array(
          z.looseObject({
            label: z.string(),
            values: z.array(z.union([z.number(), z.string()])),
          }),
        ),
      }),
    ),
  }),
});

/**
 * `POST /dataset/category`: stores frequency value groups with the dataset (see the server's
 * OpenAPI description for `needDeleteNUpdate` and `deletedFactorGroups`); answers what is stored.
 */
export async function saveCategories(
  client: ApiClient,
  request: {
    file: string;
    statsType?: string;
    factorGroups?: ValueGroups[];
    needDeleteNUpdate?: boolean;
    deletedFactorGroups?: string[];
  },
  options?: CallOptions,
): Promise<ValueGroups[]> {
  const body = await client.post('/dataset/category', request, categoryResponseSchema, options);
  return body.result.factorGroups;
}
