import { Hono, type Context } from 'hono';
import { analysisIds, StatsInputError, type AnalysisId, type DatasetSummary } from '@tonggye/stats';
import { z } from 'zod';
import { recordAnalysis } from '../analysis-history';
import { isoNow } from '../clock';
import { categoriesOf, findOwnDataset, uploadedDatasetOf } from '../datasets';
import {
  findCurrentVersion,
  findOwnDatasetWithVersion,
  previewOfVersion,
  runOnCurrentVersion,
  runOnVersionAsJson,
  summaryOfVersion,
} from '../dataset-versions';
import { runSyntax, versionInfoOf } from '../dataset-transforms';
import type { DatasetRow } from '../db/schema';
import { ANOVA_MULTI, type AnovaMultiResult } from '../engine/anova-multi';
import type { AppEnv, RouteDeps } from '../env';
import { ApiError } from '../errors';
import { readPayload, runAnswerJson, sendResult, sendResultJson } from '../protocol';
import { interpretationBodyLimit, interpretationHandler } from './interpretation';
import { jsonBodyLimit } from './limits';
import { uuidSchema } from './schemas';
import { interpretationDoc, sealed, sealedDoc } from './sealed-docs';
import { defineRoute } from './define';

/**
 * Where each analysis of the contract answers in the site's API: its path prefix and the name of the
 * result in the response. `descriptive` has its own routes (`/description/*`). Analyses the
 * engine does not register yet get no routes, so a client sees 404 rather than a broken call.
 */
export const ANALYSIS_ROUTES = {
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
  logistic: { prefix: '/logistic', resultKey: 'result' },
  multinomial: { prefix: '/multinomial', resultKey: 'result' },
  'nonparametric/mann-whitney': { prefix: '/nonparametric/mann-whitney', resultKey: 'result' },
  'nonparametric/wilcoxon': { prefix: '/nonparametric/wilcoxon', resultKey: 'result' },
  'nonparametric/sign': { prefix: '/nonparametric/sign', resultKey: 'result' },
  'nonparametric/kruskal-wallis': { prefix: '/nonparametric/kruskal-wallis', resultKey: 'result' },
  'nonparametric/friedman': { prefix: '/nonparametric/friedman', resultKey: 'result' },
  'nonparametric/chi-square': { prefix: '/nonparametric/chi-square', resultKey: 'result' },
  'nonparametric/binomial': { prefix: '/nonparametric/binomial', resultKey: 'result' },
  'anova/repeated': { prefix: '/anova/repeated', resultKey: 'result' },
} as const satisfies Record<string, { prefix: string; resultKey: string }>;

type RoutedAnalysis = keyof typeof ANALYSIS_ROUTES;

/** The fields every analysis request shares (identity and dataset); the rest is the engine's request. */
export const analysisPayloadSchema = z
  .object({
    uuid: z.string().trim().min(1).max(100),
    fileName: z.string().nullish(),
    account: z.unknown().optional(),
    userUuid: z.unknown().optional(),
  })
  .loose();

/**
 * `/anova/multi` (the multi-way ANOVA's cell request): the factorial setting step's cell structure
 * and full-model error term (`MSErr`, `preResult`; see engine/anova-multi.ts). `tableData` is
 * accepted and ignored: the stored dataset named by `uuid` is used.
 */
export const anovaMultiSchema = z
  .object({
    uuid: z.string().trim().min(1).max(100),
    fileName: z.string().nullish(),
    account: z.unknown().optional(),
    userUuid: z.unknown().optional(),
    tableData: z.unknown().optional(),
    factors: z.array(z.string().min(1).max(500)).min(1).max(5),
    dependents: z.array(z.string().min(1).max(500)).min(1).max(50),
    anovaAnalysisType: z.enum(['oneway', 'factorial']).optional(),
  })
  .loose();

/** One factor of `/factor/factorGroups`: its name and the items (variables) that form it. */
export const factorGroupSchema = z.object({
  name: z.string().trim().min(1).max(200),
  variables: z.array(z.string().min(1).max(500)).min(1).max(1000),
});

/** `/factor/factorGroups` (the factor result's group editor). An empty list clears the groups. */
export const factorGroupsSchema = z
  .object({
    dataUuid: z.string().trim().min(1).max(100),
    factorGroups: z.array(factorGroupSchema).max(100),
    selectedScoreOptions: z
      .unknown()
      .refine((value) => JSON.stringify(value ?? null).length <= 16 * 1024)
      .optional(),
  })
  .loose();

/** `/reliability/redirection` (the factor result's "go to reliability"). */
export const redirectionSchema = z.object({ dataUuid: z.string().trim().min(1).max(100) }).loose();

/** What `/factor/factorGroups` stores with the dataset and `/reliability/redirection` reads. */
export interface StoredFactorGroups {
  factorGroups: z.infer<typeof factorGroupSchema>[];
  selectedScoreOptions: unknown;
  updatedAt: string;
}

function factorGroupsOf(row: DatasetRow): StoredFactorGroups | null {
  return row.factor_groups_json === null
    ? null
    : (JSON.parse(row.factor_groups_json) as StoredFactorGroups);
}

/** Analyses that the engine runs and that have a path: the routes to register. */
export function routedAnalyses(): RoutedAnalysis[] {
  return (analysisIds as readonly AnalysisId[]).filter(
    (id): id is AnalysisId & RoutedAnalysis => id in ANALYSIS_ROUTES,
  );
}

/** The answer of `/anova/multi`, for its route definition. */
const ANOVA_MULTI_SHAPE = [
  '```ts',
  '{',
  "  anovaAnalysisType: 'oneway' | 'factorial';",
  '  MSErr: { dependent: string; ss: number; df: number; ms: number | null }[];',
  '  preResult: {',
  '    factors: { name: string; levels: string[] }[];',
  '    terms: string[];            // "A", "B", "A * B", …',
  '    dependents: {',
  '      dependent: string; n: number; missing: number;',
  '      cellCount: number; emptyCellCount: number;',
  '      cells: { cell: Record<string, string>; n: number; mean: number | null; std: number | null }[];',
  '      emptyCells: Record<string, string>[];',
  '      harmonicMeanN: number | null;',
  '      terms: { term: string; factors: string[]; combinations: number; emptyCombinations: number; estimable: boolean }[];',
  '      estimable: boolean;',
  '    }[];',
  '  };',
  '}',
  '```',
].join('\n');

/**
 * The handler of a setting page's dataset call (`{prefix}/insertion`, `/description/get`): the
 * caller's own dataset as its current version has it.
 */
export function settingDatasetHandler({ db, config }: RouteDeps) {
  return async (c: Context<AppEnv>) => {
    const { uuid } = await readPayload(c, uuidSchema, config.envelopeKey);
    const row = await findOwnDataset(db, c.get('identity').owner, uuid);
    const version = await findCurrentVersion(db, row);
    return sendResult(
      c,
      {
        result: uploadedDatasetOf(
          row,
          summaryOfVersion(version).columns,
          previewOfVersion(version),
          versionInfoOf(version),
        ),
      },
      config.envelopeKey,
    );
  };
}

/**
 * `{prefix}/insertion` (the dataset for the setting page) and `{prefix}/analysis` (run, record
 * in the history, answer under the analysis's result name) for one analysis. The request is
 * checked by the engine itself — one definition per analysis — and its input errors come back as
 * 400 with both messages.
 */
export function analysisRoutes(id: RoutedAnalysis, deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  const { resultKey } = ANALYSIS_ROUTES[id];
  defineRoute(
    routes,
    sealedDoc(
      '/insertion',
      'analysis',
      `${id}: 설정 화면의 데이터`,
      `${id}: the dataset for the setting page`,
      uuidSchema,
      'result: 데이터 (변수와 요약)',
      'result: the dataset (variables and summary)',
      ['DATASET_NOT_FOUND'],
    ),
    jsonBodyLimit(config),
    settingDatasetHandler(deps),
  );

  defineRoute(
    routes,
    sealedDoc(
      '/analysis',
      'analysis',
      `${id} 분석 실행 (요청 항목은 analysis-contract.md)`,
      `Run ${id} (the request fields are in analysis-contract.md)`,
      analysisPayloadSchema,
      `${resultKey}: 분석 결과, analysisId: 분석 기록 id`,
      `${resultKey}: the result, analysisId: the history record id`,
      ['DATASET_NOT_FOUND', 'SERVER_BUSY', 'ANALYSIS_TIMEOUT'],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const payload = await readPayload(c, analysisPayloadSchema, key);
      const owner = c.get('identity').owner;
      const { row, version } = await findOwnDatasetWithVersion(db, owner, payload.uuid);
      const {
        uuid: _uuid,
        fileName: _fileName,
        account: _account,
        userUuid: _userUuid,
        ...fields
      } = payload;
      const request: Record<string, unknown> = { ...fields, analysis: id };
      // Frequencies without `factorGroups` use the value groups stored by `/dataset/category`
      // for the requested variables (an explicit list, even empty, is used as sent); what was
      // applied is recorded with the run, so reopening it shows the same table.
      if (id === 'frequencies' && request.factorGroups === undefined) {
        const variables = Array.isArray(request.variables) ? request.variables : [];
        const stored = (categoriesOf(row).frequencies ?? []).filter((g) =>
          variables.includes(g.variable),
        );
        if (stored.length > 0) request.factorGroups = stored;
      }
      const resultJson = await runOnVersionAsJson(deps, row, version, request);
      // The answer waits for its history record's commit; the syntax is written meanwhile.
      const [analysisId, syntax] = await Promise.all([
        recordAnalysis(db, {
          owner,
          datasetId: row.id,
          versionId: version.id,
          analysis: id,
          request,
          resultJson,
        }),
        runSyntax(deps, row, version, request),
      ]);
      return sendResultJson(c, runAnswerJson(resultKey, resultJson, analysisId, syntax), key);
    },
  );

  defineRoute(
    routes,
    interpretationDoc('/interpretation', 'analysis', id),
    interpretationBodyLimit(config),
    interpretationHandler(id, deps),
  );

  if (id === 'anova') {
    defineRoute(
      routes,
      sealed(
        '/multi',
        'analysis',
        [
          '요인설계 분산분석 설정: 셀 구조와 전체 모형의 오차',
          'Factorial ANOVA setting: the cell structure and the full model’s error',
        ],
        anovaMultiSchema,
        ['MSErr, preResult (아래 설명)', 'MSErr, preResult (see the description)'],
        ['DATASET_NOT_FOUND', 'SERVER_BUSY', 'ANALYSIS_TIMEOUT'],
        [
          '분석 전에 설정 화면이 보여 줄 셀 구조를 돌려줍니다. 기록에 남지 않습니다. 요인마다 모든 수준(결과표와 같은 이름), 종속변수마다 수준 조합 전체(빈 셀 포함)의 사례 수·평균·표준편차, 빈 셀 목록, 완전요인 모형의 각 항을 엔진이 추정할 수 있는지(그 종속변수의 사례가 있는 수준의 모든 조합에 사례가 있어야 함), 그리고 전체 모형(셀 평균 모형)의 오차: 셀 내 제곱합, 자유도 N − 비어 있지 않은 셀 수, 평균제곱. 빈 셀이 없으면 MSErr는 /anova/analysis의 오차(Error) 행과 같습니다. `tableData`는 받되 쓰지 않습니다(저장된 데이터 사용). 수준 조합이 1,000개를 넘으면 TOO_MANY_CELLS.\n\n' +
            ANOVA_MULTI_SHAPE,
          'Answers the cell structure the setting screen shows before the run; nothing is recorded. Every factor with all its levels (named as in the result tables); per dependent every level combination (empty ones included) with its count, mean and SD, the empty cells, whether the engine can estimate each full-factorial term (every combination of the levels that have cases of that dependent must have cases), and the error of the full (cell-means) model: the within-cell sum of squares on N − (non-empty cells) df and its mean square. Without empty cells MSErr equals the Error row of /anova/analysis. `tableData` is accepted and ignored (the stored dataset is used). More than 1,000 level combinations: TOO_MANY_CELLS.\n\n' +
            ANOVA_MULTI_SHAPE,
        ],
      ),
      jsonBodyLimit(config),
      async (c) => {
        const payload = await readPayload(c, anovaMultiSchema, key);
        const row = await findOwnDataset(db, c.get('identity').owner, payload.uuid);
        const factors = [...new Set(payload.factors)];
        const request = {
          analysis: ANOVA_MULTI,
          factors,
          dependents: payload.dependents,
          anovaAnalysisType:
            payload.anovaAnalysisType ?? (factors.length > 1 ? 'factorial' : 'oneway'),
        };
        // The setting step, not a run: nothing goes to the history.
        const result = (await runOnCurrentVersion(deps, row, request))
          .result as unknown as AnovaMultiResult;
        return sendResult(c, result, key);
      },
    );
  }

  if (id === 'factor') {
    defineRoute(
      routes,
      sealed(
        '/factorGroups',
        'analysis',
        ['요인 묶음 저장', 'Store the factor groups'],
        factorGroupsSchema,
        [
          'result: { dataUuid, factorGroups, selectedScoreOptions, updatedAt }',
          'result: { dataUuid, factorGroups, selectedScoreOptions, updatedAt }',
        ],
        ['DATASET_NOT_FOUND'],
        [
          '문항을 요인으로 묶은 결과({ name, variables[] })를 데이터(`dataUuid`)와 함께 저장합니다(회원·비회원 모두, 이전 것을 바꿈). 빈 목록은 지웁니다. 요인 이름은 겹칠 수 없고 변수는 데이터에 있어야 합니다.',
          'Stores the grouping of items into factors ({ name, variables[] }) with the dataset `dataUuid` (members and guests alike, replacing what was there). An empty list clears it. Factor names must be unique and variables must be in the data.',
        ],
      ),
      jsonBodyLimit(config),
      async (c) => {
        const payload = await readPayload(c, factorGroupsSchema, key);
        const row = await findOwnDataset(db, c.get('identity').owner, payload.dataUuid);
        const known = new Set(
          (JSON.parse(row.summary_json) as DatasetSummary).columns.map((col) => col.name),
        );
        const names = new Set<string>();
        payload.factorGroups.forEach((group, g) => {
          if (names.has(group.name))
            throw new ApiError('VALIDATION_FAILED', { field: `factorGroups.${g}.name` });
          names.add(group.name);
          if (new Set(group.variables).size !== group.variables.length)
            throw new ApiError('VALIDATION_FAILED', { field: `factorGroups.${g}.variables` });
          const unknown = group.variables.find((name) => !known.has(name));
          if (unknown !== undefined) throw unknownVariable(unknown);
        });
        const stored: StoredFactorGroups | null =
          payload.factorGroups.length === 0
            ? null
            : {
                factorGroups: payload.factorGroups,
                selectedScoreOptions: payload.selectedScoreOptions ?? null,
                updatedAt: isoNow(),
              };
        await db
          .updateTable('datasets')
          .set({
            factor_groups_json: stored === null ? null : JSON.stringify(stored),
            updated_at: isoNow(),
          })
          .where('id', '=', row.id)
          .where('owner', '=', row.owner)
          .execute();
        return sendResult(
          c,
          {
            result: {
              dataUuid: row.id,
              factorGroups: stored?.factorGroups ?? [],
              selectedScoreOptions: stored?.selectedScoreOptions ?? null,
              updatedAt: stored?.updatedAt ?? null,
            },
          },
          key,
        );
      },
    );
  }

  if (id === 'reliability') {
    defineRoute(
      routes,
      sealed(
        '/redirection',
        'analysis',
        ['신뢰도 분석으로 이동: 저장된 요인 묶음', 'Go to reliability: the stored factor groups'],
        redirectionSchema,
        [
          'result: { dataUuid, fileName, title, isSetFactorGroups, factorGroups (척도마다 하나), reliabilityVariables, selectedScoreOptions, updatedAt }',
          'result: { dataUuid, fileName, title, isSetFactorGroups, factorGroups (one scale each), reliabilityVariables, selectedScoreOptions, updatedAt }',
        ],
        ['DATASET_NOT_FOUND', 'FACTOR_GROUPS_NOT_FOUND'],
      ),
      jsonBodyLimit(config),
      async (c) => {
        const { dataUuid } = await readPayload(c, redirectionSchema, key);
        const row = await findOwnDataset(db, c.get('identity').owner, dataUuid);
        const stored = factorGroupsOf(row);
        if (stored === null) throw new ApiError('FACTOR_GROUPS_NOT_FOUND');
        return sendResult(
          c,
          {
            result: {
              dataUuid: row.id,
              fileName: row.file_name,
              title: row.title,
              // One scale per factor group: what the reliability setting opens with.
              isSetFactorGroups: true,
              factorGroups: stored.factorGroups,
              reliabilityVariables: [...new Set(stored.factorGroups.flatMap((g) => g.variables))],
              selectedScoreOptions: stored.selectedScoreOptions,
              updatedAt: stored.updatedAt,
            },
          },
          key,
        );
      },
    );
  }

  return routes;
}

function unknownVariable(name: string): StatsInputError {
  return new StatsInputError(
    'UNKNOWN_VARIABLE',
    `'${name}' 변수가 데이터에 없습니다.`,
    `Variable '${name}' is not in the data.`,
    { variable: name },
  );
}
