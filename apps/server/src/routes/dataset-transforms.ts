import { Hono } from 'hono';
import { z } from 'zod';
import { findCurrentVersion } from '../dataset-versions';
import {
  applyToOriginal,
  checkTransforms,
  originalOf,
  replaceTransforms,
  versionInfoOf,
} from '../dataset-transforms';
import { findOwnDataset, PREVIEW_ROW_COUNT, uploadedDatasetOf } from '../datasets';
import type { AppEnv, RouteDeps } from '../env';
import { readPayload, sendResult } from '../protocol';
import { defineRoute, type RouteDoc, type RouteDocAt } from './define';
import { jsonBodyLimit } from './limits';

const datasetUuid = z.string().trim().min(1).max(100);

/**
 * `/dataset/transforms`: the dataset's whole transform list (undo and reorder send the changed
 * list). Each step is checked by the engine's own schema after ownership, so a stranger's uuid
 * answers 404 whatever the list.
 */
export const transformListPayloadSchema = z
  .object({ uuid: datasetUuid, transforms: z.array(z.unknown()) })
  .loose();

/** `/dataset/transforms/preview`: the same list and the number of first rows to answer. */
export const transformPreviewPayloadSchema = z
  .object({
    uuid: datasetUuid,
    transforms: z.array(z.unknown()),
    rows: z.number().int().min(1).max(100).default(20),
  })
  .loose();

const TRANSFORM_ERRORS: RouteDoc['errors'] = [
  'DATASET_NOT_FOUND',
  'DATASET_TABLE_UNREADABLE',
  'DATASET_TOO_LARGE',
  'ANALYSIS_TIMEOUT',
  'SERVER_BUSY',
];

const LIST_DESCRIPTION: [string, string] = [
  '변환은 packages/stats/src/transforms/README.md의 JSON 객체(compute, reverse, recode, scaleScore, factorScores, standardize, center, filter, sample, missingValues, valueLabels, rename, variableLabel, measure)이며 최대 1000개입니다. 목록은 언제나 올린 원본에 적용됩니다. 잘못된 단계는 400과 함께 단계·변수·위치를 밝힌 한국어·영어 메시지(INVALID_TRANSFORM, UNKNOWN_VARIABLE, RECODE_TYPE, FILTER_EMPTY, …)로 답하며 아무것도 저장하지 않습니다.',
  'Transforms are the JSON objects of packages/stats/src/transforms/README.md (compute, reverse, recode, scaleScore, factorScores, standardize, center, filter, sample, missingValues, valueLabels, rename, variableLabel, measure), at most 1000. A list always applies to the uploaded original. A wrong step answers 400 with Korean and English messages naming the step, variable or position (INVALID_TRANSFORM, UNKNOWN_VARIABLE, RECODE_TYPE, FILTER_EMPTY, …), and nothing is stored.',
];

/** A transform call: a sealed list in, a sealed dataset or preview out. */
function transformDoc<P extends string>(
  path: P,
  [summaryKo, summaryEn]: [string, string],
  schema: RouteDoc['schema'],
  [resultKo, resultEn]: [string, string],
): RouteDocAt<P> {
  return {
    method: 'post',
    path,
    tag: 'dataset',
    summaryKo,
    summaryEn,
    body: 'envelope',
    schema,
    caller: 'identity',
    reply: 'sealed',
    resultKo,
    resultEn,
    errors: TRANSFORM_ERRORS,
    description: LIST_DESCRIPTION,
  };
}

/**
 * Data preparation of a dataset (`/dataset/transforms*`), mounted under `/dataset` beside the
 * upload routes. A list always applies to the dataset's original, in a worker; a list that fails
 * at any step stores nothing and answers the engine's bilingual error naming the step.
 */
export function datasetTransformRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  defineRoute(
    routes,
    transformDoc(
      '/transforms',
      [
        '데이터 변환 목록 저장 (되돌리기·순서 변경 포함)',
        'Store the transform list (undo and reorder included)',
      ],
      transformListPayloadSchema,
      [
        'result: 새 현재 버전의 데이터 (version: versionId, transforms, selectedCount, syntax)',
        'result: the dataset on its new current version (version: versionId, transforms, selectedCount, syntax)',
      ],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const payload = await readPayload(c, transformListPayloadSchema, key);
      const row = await findOwnDataset(db, c.get('identity').owner, payload.uuid);
      const transforms = checkTransforms(payload.transforms);
      const current = await findCurrentVersion(db, row);
      const { dataset, version, outcome } = await replaceTransforms(
        deps,
        row,
        current,
        transforms,
        PREVIEW_ROW_COUNT,
      );
      return sendResult(
        c,
        {
          result: uploadedDatasetOf(
            dataset,
            outcome.summary.columns,
            outcome.preview,
            versionInfoOf(version),
          ),
        },
        key,
      );
    },
  );

  defineRoute(
    routes,
    transformDoc(
      '/transforms/preview',
      ['데이터 변환 미리보기 (저장하지 않음)', 'Preview a transform list (nothing stored)'],
      transformPreviewPayloadSchema,
      [
        'result: { rowCount, selectedCount, columns, preview, syntax }',
        'result: { rowCount, selectedCount, columns, preview, syntax }',
      ],
    ),
    jsonBodyLimit(config),
    async (c) => {
      const payload = await readPayload(c, transformPreviewPayloadSchema, key);
      const row = await findOwnDataset(db, c.get('identity').owner, payload.uuid);
      const transforms = checkTransforms(payload.transforms);
      const original = await originalOf(db, row, await findCurrentVersion(db, row));
      const outcome = await applyToOriginal(deps, row, original, transforms, {
        previewRows: payload.rows,
      });
      return sendResult(
        c,
        {
          result: {
            rowCount: outcome.rowCount,
            selectedCount: outcome.selectedCount,
            columns: outcome.summary.columns,
            preview: outcome.preview,
            syntax: outcome.syntax,
          },
        },
        key,
      );
    },
  );

  return routes;
}
