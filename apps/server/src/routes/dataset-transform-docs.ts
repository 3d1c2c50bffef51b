import type { RouteDoc } from '../openapi';
import { transformListPayloadSchema, transformPreviewPayloadSchema } from './dataset-transforms';

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

/** `/dataset/transforms*` for the OpenAPI document. */
export function datasetTransformDocs(): RouteDoc[] {
  const doc = (
    path: string,
    [summaryKo, summaryEn]: [string, string],
    schema: RouteDoc['schema'],
    [resultKo, resultEn]: [string, string],
  ): RouteDoc => ({
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
  });
  return [
    doc(
      '/dataset/transforms',
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
    doc(
      '/dataset/transforms/preview',
      ['데이터 변환 미리보기 (저장하지 않음)', 'Preview a transform list (nothing stored)'],
      transformPreviewPayloadSchema,
      [
        'result: { rowCount, selectedCount, columns, preview, syntax }',
        'result: { rowCount, selectedCount, columns, preview, syntax }',
      ],
    ),
  ];
}
