import type { RouteDoc } from '../openapi';
import { anovaMultiSchema, factorGroupsSchema, redirectionSchema } from './analyses';
import { categorySchema, deleteFilesSchema, downloadFileSchema, updateSchema } from './dataset';

const sealed = (
  path: string,
  tag: string,
  [summaryKo, summaryEn]: [string, string],
  schema: RouteDoc['schema'],
  [resultKo, resultEn]: [string, string],
  errors: RouteDoc['errors'],
  description?: [string, string],
): RouteDoc => ({
  method: 'post',
  path,
  tag,
  summaryKo,
  summaryEn,
  body: 'envelope',
  schema,
  caller: 'identity',
  reply: 'sealed',
  resultKo,
  resultEn,
  errors,
  ...(description !== undefined ? { description } : {}),
});

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
 * `/dataset/category`, `/dataset/update`, the member's files and the setting-step calls of
 * `/anova/multi`, `/factor/factorGroups` and `/reliability/redirection`.
 */
export function datasetSettingDocs(): RouteDoc[] {
  return [
    sealed(
      '/dataset/category',
      'dataset',
      ['빈도분석 범주 묶음 저장', 'Store the frequency value groups'],
      categorySchema,
      [
        'result: { uuid, statsType, factorGroups } (저장된 묶음)',
        'result: { uuid, statsType, factorGroups } (what is stored)',
      ],
      ['DATASET_NOT_FOUND'],
      [
        '`file`(데이터 uuid)의 값 묶음을 `statsType`(기본 frequencies)별로 데이터와 함께 저장합니다. `deletedFactorGroups`에 적은 변수의 묶음은 지워지고, `needDeleteNUpdate`가 true이면 그 statsType의 묶음 전체를 `factorGroups`로 바꾸며, false이면 `factorGroups`에 있는 변수의 묶음만 바꾸고 나머지는 그대로 둡니다. 변수는 데이터에 있어야 하고(UNKNOWN_VARIABLE), 한 값은 한 묶음에만 들어갈 수 있습니다. 아무것도 바꾸지 않으면 저장된 묶음을 돌려줍니다. `factorGroups` 없이 보낸 빈도분석(`/frequencies/analysis`)은 요청한 변수의 저장된 묶음을 적용하고(기록에도 남김), 빈 목록을 보내면 적용하지 않습니다. `tableData`는 받되 쓰지 않습니다.',
        'Stores value groups with the dataset `file` (its uuid), per `statsType` (default frequencies). The groups of the variables in `deletedFactorGroups` are removed; with `needDeleteNUpdate` true every group of that statsType is replaced by `factorGroups`, with false only the variables in `factorGroups` are replaced and the others stay. Variables must be in the data (UNKNOWN_VARIABLE) and a value may be in one group only. A call that changes nothing answers what is stored. A frequencies run (`/frequencies/analysis`) without `factorGroups` applies the stored groups of its variables (and records them with the run); an explicit empty list applies none. `tableData` is accepted and ignored.',
      ],
    ),
    sealed(
      '/dataset/update',
      'dataset',
      [
        '변수 유형, 레이블, 값 레이블, 정리 옵션 저장',
        'Store variable types, labels, value labels and cleaning options',
      ],
      updateSchema,
      [
        'result: 바뀐 데이터 (columns에 valueLabels 포함, selectedCleaningOptions)',
        'result: the updated dataset (columns with valueLabels, selectedCleaningOptions)',
      ],
      ['DATASET_NOT_FOUND'],
      [
        '저장된 표 자체를 바꾸므로 이후 분석에 바로 쓰입니다. 숫자형으로 바꾼 변수에 숫자가 아닌 값이 있으면 NOT_NUMERIC(변수, 행, 값)으로 거절하고 아무것도 바꾸지 않습니다. label·valueLabels에 null을 보내면 지웁니다. selectedCleaningOptions는 보낸 그대로 저장되고, 보내지 않으면 이전 값이 남습니다.',
        'Changes the stored table itself, so later analyses use it at once. A variable made numeric that holds a non-number is refused with NOT_NUMERIC (variable, row, value) and nothing changes. null for label or valueLabels removes them. selectedCleaningOptions is stored as sent and kept when not sent.',
      ],
    ),
    {
      method: 'post',
      path: '/user/downloadFiles',
      tag: 'user',
      summaryKo: '내 데이터 원본 파일 내려받기',
      summaryEn: 'Download the original file of one of my datasets',
      body: 'envelope',
      schema: downloadFileSchema,
      caller: 'member',
      reply: 'raw',
      resultKo:
        '올린 그대로의 파일 (Content-Disposition: attachment; filename="ASCII 대체"; filename*=UTF-8\'\'…, RFC 5987)',
      resultEn:
        'The file as uploaded (Content-Disposition: attachment; filename="ASCII fallback"; filename*=UTF-8\'\'…, RFC 5987)',
      rawTypes: [
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/x-spss-sav',
      ],
      errors: ['LOGIN_REQUIRED', 'TOKEN_INVALID', 'DATASET_NOT_FOUND', 'DATASET_FILE_MISSING'],
    },
    {
      method: 'post',
      path: '/user/deleteFiles',
      tag: 'user',
      summaryKo: '내 데이터 파일 여러 개 삭제 (전부 아니면 전무)',
      summaryEn: 'Delete several of my data files (all or nothing)',
      body: 'envelope',
      schema: deleteFilesSchema,
      caller: 'member',
      reply: 'sealed',
      resultKo: 'result: { uuids }',
      resultEn: 'result: { uuids }',
      errors: ['LOGIN_REQUIRED', 'TOKEN_INVALID', 'DATASET_NOT_FOUND'],
      description: [
        '데이터 행, 그 분석 기록, 보관된 원본 파일을 한 번에 지웁니다. 하나라도 내 것이 아니면(또는 없으면) 아무것도 지우지 않고 DATASET_NOT_FOUND입니다.',
        'Removes the dataset rows, their analysis history and the kept original files in one step. If any uuid is not the member’s (or unknown), nothing is removed and the answer is DATASET_NOT_FOUND.',
      ],
    },
    sealed(
      '/anova/multi',
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
    sealed(
      '/factor/factorGroups',
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
    {
      method: 'post',
      path: '/boards/image',
      tag: 'community',
      summaryKo: '게시글 이미지 올리기 (회원·비회원)',
      summaryEn: 'Upload a post image (members and guests)',
      body: 'image',
      caller: 'identity',
      reply: 'raw',
      resultKo:
        '{ resCode: 200, url: "/boards/image/<이름>.<확장자>" } — 본문 img[src]에 넣는 경로',
      resultEn:
        '{ resCode: 200, url: "/boards/image/<name>.<ext>" } — the path to put in the post’s img[src]',
      errors: [
        'BAD_MULTIPART',
        'IMAGE_FILE_MISSING',
        'IMAGE_TYPE_INVALID',
        'IMAGE_TOO_LARGE',
        'TOO_MANY_REQUESTS',
      ],
      description: [
        '형식은 파일 이름이나 선언된 형식이 아니라 내용(매직 바이트)으로 판별합니다: PNG, JPEG, WebP, GIF. 크기 한도는 BOARD_IMAGE_LIMIT_BYTES(기본 5 MB)이며 DATA_DIR/board-images에 저장됩니다.',
        'The format is told by the content (magic bytes), never by the file name or declared type: PNG, JPEG, WebP, GIF. The size limit is BOARD_IMAGE_LIMIT_BYTES (5 MB by default); images are stored under DATA_DIR/board-images.',
      ],
    },
    {
      method: 'get',
      path: '/boards/image/:name',
      tag: 'community',
      summaryKo: '게시글 이미지',
      summaryEn: 'A post image',
      body: 'none',
      caller: 'anyone',
      reply: 'raw',
      resultKo: '이미지 (자기 형식, nosniff, 1년 캐시)',
      resultEn: 'The image (its own type, nosniff, cached for a year)',
      rawTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    },
    sealed(
      '/reliability/redirection',
      'analysis',
      ['신뢰도 분석으로 이동: 저장된 요인 묶음', 'Go to reliability: the stored factor groups'],
      redirectionSchema,
      [
        'result: { dataUuid, fileName, title, isSetFactorGroups, factorGroups (척도마다 하나), reliabilityVariables, selectedScoreOptions, updatedAt }',
        'result: { dataUuid, fileName, title, isSetFactorGroups, factorGroups (one scale each), reliabilityVariables, selectedScoreOptions, updatedAt }',
      ],
      ['DATASET_NOT_FOUND', 'FACTOR_GROUPS_NOT_FOUND'],
    ),
  ];
}
