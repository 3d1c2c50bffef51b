import type { Env, Hono } from 'hono';
import { z } from 'zod';
import { pageSchema } from './accounts/schemas';
import { ERRORS, type ErrorCode } from './errors';
import { definedRoutes, type Caller, type ReplyKind, type RouteDoc } from './routes/define';

export type { BodyKind, Caller, ReplyKind, RouteDoc } from './routes/define';

type JsonObject = Record<string, unknown>;

/** The plaintext schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client sends it. */
export function jsonSchemaOf(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonObject;
  delete json.$schema;
  return json;
}

/** `/user/:name` → `/user/{name}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function schemaName(doc: RouteDoc): string {
  const words = doc.path
    .split(/[/\-:]+/)
    .filter((part) => part !== '')
    .map((part) => part[0]!.toUpperCase() + part.slice(1));
  return `${words.join('')}Request`;
}

const ENVELOPE_NOTE =
  '평문(아래 스키마)을 봉투 키로 봉인해 `{ "encryptedData": "…" }`로 보냅니다. / ' +
  'The plaintext (the schema referenced here) travels sealed with the envelope key inside `{ "encryptedData": "…" }`.';

function requestBody(doc: RouteDoc, ref: JsonObject | undefined): JsonObject | undefined {
  const sealed = {
    type: 'object',
    required: ['encryptedData'],
    properties: {
      encryptedData: {
        type: 'string',
        description: ENVELOPE_NOTE,
        ...(ref !== undefined ? { 'x-plaintext-schema': ref } : {}),
      },
    },
  };
  switch (doc.body) {
    case 'none':
      return undefined;
    case 'envelope':
      return {
        required: true,
        description: ENVELOPE_NOTE,
        content: { 'application/json': { schema: sealed } },
      };
    case 'account':
      return {
        required: doc.schema !== pageSchema,
        description:
          '평문 JSON(또는 `{ encryptedData }`), 또는 `data` 항목에 JSON·봉인 값·값 자체를 담은 폼. / ' +
          'Plain JSON (or `{ encryptedData }`), or a form whose `data` field holds the JSON, a sealed envelope or the bare value.',
        content: {
          'application/json': { schema: ref ?? { type: 'object' } },
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['data'],
              properties: { data: { type: 'string', 'x-plaintext-schema': ref } },
            },
          },
        },
      };
    case 'image':
      return {
        required: true,
        description:
          '`file`: PNG, JPEG, WebP 또는 GIF 이미지 (내용으로 판별). / `file`: a PNG, JPEG, WebP or GIF image (told by its content).',
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    case 'upload':
      return {
        required: true,
        description:
          '`file`: 데이터 파일, `encryptedData`(선택): 봉인된 옵션. / `file`: the data file, `encryptedData` (optional): the sealed options.',
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'string', format: 'binary' },
                encryptedData: sealed.properties.encryptedData,
              },
            },
          },
        },
      };
  }
}

const SUCCESS_SCHEMAS: Record<Exclude<ReplyKind, 'raw'>, JsonObject> = {
  sealed: { $ref: '#/components/schemas/SealedSuccess' },
  board: { $ref: '#/components/schemas/BoardSealedSuccess' },
  plain: { $ref: '#/components/schemas/PlainSuccess' },
};

/** Codes any call can answer with. */
const COMMON_ERRORS: ErrorCode[] = ['BAD_JSON', 'BODY_TOO_LARGE', 'NOT_FOUND', 'INTERNAL_ERROR'];

function responses(doc: RouteDoc): JsonObject {
  const result =
    doc.resultKo !== undefined
      ? `${doc.resultKo} / ${doc.resultEn ?? ''}`
      : '빈 객체 / An empty object';
  const success =
    doc.reply === 'raw'
      ? {
          description: result,
          content: Object.fromEntries(
            (doc.rawTypes ?? ['application/json']).map((type) => [
              type,
              {
                schema:
                  type === 'application/json'
                    ? { type: 'object' }
                    : { type: 'string', format: 'binary' },
              },
            ]),
          ),
        }
      : {
          description:
            doc.reply === 'sealed'
              ? `dataRes.encryptData를 열면: ${doc.resultKo ?? ''} / Opened dataRes.encryptData: ${doc.resultEn ?? ''}`
              : doc.reply === 'board'
                ? `encryptData를 열면: ${doc.resultKo ?? ''} / Opened encryptData: ${doc.resultEn ?? ''}`
                : `dataRes: ${result}`,
          content: { 'application/json': { schema: SUCCESS_SCHEMAS[doc.reply] } },
        };
  const codes = [
    ...(doc.schema !== undefined ? (['VALIDATION_FAILED'] as ErrorCode[]) : []),
    ...(doc.body === 'envelope' ? (['BAD_ENVELOPE'] as ErrorCode[]) : []),
    ...(doc.caller === 'identity' ? (['UNAUTHENTICATED', 'TOKEN_INVALID'] as ErrorCode[]) : []),
    ...(doc.errors ?? []),
    ...COMMON_ERRORS,
  ];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: JsonObject = { '200': success };
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: list
        .map((code) => `${code}: ${ERRORS[code].ko} / ${ERRORS[code].en}`)
        .join('\n\n'),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorBody' },
          examples: Object.fromEntries(
            list.map((code) => [
              code,
              {
                value: {
                  resCode: status,
                  code,
                  message: ERRORS[code].ko,
                  messageEn: ERRORS[code].en,
                },
              },
            ]),
          ),
        },
      },
    };
  }
  return out;
}

/** Escapes a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The one table of error codes (`src/errors.ts`): code, HTTP status, Korean and English text. */
export function errorTable(): string {
  const rows = Object.entries(ERRORS).map(
    ([code, { status, ko, en }]) => `| ${code} | ${status} | ${cell(ko)} | ${cell(en)} |`,
  );
  return [
    '| code | status | 메시지 (Korean) | message (English) |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const SECURITY: Record<Caller, JsonObject[]> = {
  anyone: [],
  identity: [{ auth: [] }, { authorization: [] }],
  member: [{ auth: [] }, { authorization: [] }],
};

/** The OpenAPI 3.1 document of the server, built from the app's route definitions and `ERRORS`. */
export function createOpenApiDocument<E extends Env>(app: Hono<E>, version = '0.1.0'): JsonObject {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {
    ErrorBody: {
      type: 'object',
      description:
        '실패 응답; resCode는 HTTP 상태와 같습니다. / A failed call; resCode equals the HTTP status.',
      required: ['resCode', 'code', 'message', 'messageEn'],
      properties: {
        resCode: { type: 'integer' },
        code: {
          type: 'string',
          description:
            '서버의 오류 코드(표 참고) 또는 통계 엔진의 입력 오류 코드. / A server error code (see the table) or an input error code of the engine.',
          examples: Object.keys(ERRORS),
        },
        message: { type: 'string', description: '한국어 메시지 / Korean message' },
        messageEn: { type: 'string', description: 'English message' },
        details: {
          type: 'object',
          additionalProperties: { type: ['string', 'number'] },
        },
      },
    },
    SealedSuccess: {
      type: 'object',
      required: ['resCode', 'dataRes'],
      properties: {
        resCode: { const: 200 },
        dataRes: {
          type: 'object',
          required: ['encryptData'],
          properties: {
            encryptData: {
              type: 'string',
              description: '봉인된 결과 / The sealed result',
            },
          },
        },
      },
    },
    BoardSealedSuccess: {
      type: 'object',
      description:
        '게시판 호출의 성공 응답: 봉인된 결과가 dataRes 없이 최상위 encryptData에 있습니다(게시판 호출의 원래 응답 형태). / A board call’s success: the sealed result sits at the top level in encryptData, with no dataRes (the board calls’ own shape).',
      required: ['resCode', 'encryptData'],
      additionalProperties: false,
      properties: {
        resCode: { const: 200 },
        encryptData: { type: 'string', description: '봉인된 결과 / The sealed result' },
      },
    },
    PlainSuccess: {
      type: 'object',
      required: ['resCode', 'dataRes'],
      properties: { resCode: { const: 200 }, dataRes: { type: 'object' } },
    },
  };

  for (const doc of definedRoutes(app).defined) {
    let ref: JsonObject | undefined;
    if (doc.schema !== undefined) {
      const name = schemaName(doc);
      schemas[name] = jsonSchemaOf(doc.schema);
      ref = { $ref: `#/components/schemas/${name}` };
    }
    const path = openApiPath(doc.path);
    const body = requestBody(doc, ref);
    const parameters = [...doc.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] = {
      ...paths[path],
      [doc.method]: {
        tags: [doc.tag],
        summary: `${doc.summaryKo} / ${doc.summaryEn}`,
        ...(doc.description !== undefined
          ? { description: `${doc.description[0]}\n\n${doc.description[1]}` }
          : {}),
        operationId: `${doc.method}${schemaName(doc).replace(/Request$/, '')}`,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(body !== undefined ? { requestBody: body } : {}),
        security: SECURITY[doc.caller],
        responses: responses(doc),
      },
    };
  }

  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: '통계 서비스 API / Statistics service API',
      version,
      description: [
        '요청 스키마는 서버가 검증에 쓰는 zod 스키마에서 만듭니다. 봉투(envelope) 요청은 평문을 봉인해 `{ encryptedData }`로 보내고, 성공 응답은 `{ resCode: 200, dataRes }`입니다.',
        'Request schemas are generated from the zod schemas the server validates with. Envelope requests send the plaintext sealed inside `{ encryptedData }`; a success answers `{ resCode: 200, dataRes }`.',
        '',
        '## 오류 코드 / Error codes',
        '',
        errorTable(),
      ].join('\n'),
    },
    tags: [
      { name: 'server', description: '서버 / Server' },
      { name: 'user', description: '회원 / Accounts' },
      { name: 'dataset', description: '데이터 / Datasets' },
      { name: 'description', description: '기술통계 / Descriptive statistics' },
      { name: 'analysis', description: '분석 / Analyses' },
      { name: 'analysis-history', description: '분석 기록 / Analysis history' },
      { name: 'site-content', description: '사이트 콘텐츠 / Site content' },
      { name: 'admin-content', description: '사이트 콘텐츠 관리 / Site content administration' },
      { name: 'community', description: '커뮤니티 / Community board' },
      { name: 'service-centre', description: '고객센터 / Service centre' },
      {
        name: 'service-admin',
        description: '고객센터·게시판 관리 / Service centre and board administration',
      },
      { name: 'store', description: '스토어 / Store' },
      { name: 'store-admin', description: '스토어 관리 / Store administration' },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        auth: {
          type: 'apiKey',
          in: 'header',
          name: 'auth',
          description:
            '로그인 토큰 또는 비회원 id(guest- + 10자리), 접두어 없이. / The login token or a guest id (guest- + 10 digits), with no scheme.',
        },
        authorization: { type: 'apiKey', in: 'header', name: 'authorization' },
      },
    },
    'x-error-codes': Object.entries(ERRORS).map(([code, { status, ko, en }]) => ({
      code,
      status,
      message: ko,
      messageEn: en,
    })),
  };
}
