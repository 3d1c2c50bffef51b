import type { Env, Hono } from 'hono';
import { z } from 'zod';
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailSendSchema,
  existEmailSchema,
  findEmailSchema,
  loginSchema,
  pageSchema,
  resetPasswordSchema,
  signUpSchema,
  verificationSchema,
} from './accounts/schemas';
import { ERRORS, type ErrorCode } from './errors';
import { ANALYSIS_ROUTES, analysisPayloadSchema, routedAnalyses } from './routes/analyses';
import { uploadOptionsSchema } from './routes/dataset';
import { datasetSettingDocs } from './routes/dataset-docs';
import { datasetTransformDocs } from './routes/dataset-transform-docs';
import { descriptiveSchema } from './routes/description';
import { interpretationSchema } from './routes/interpretation';
import { analysisIdSchema, historyPageSchema } from './routes/history';
import { deleteInquirySchema } from './routes/inquiry';
import { changeEmailSchema } from './routes/profile';
import { socialLinkSchema, socialLoginSchema } from './routes/social';
import { emptySchema, uuidSchema } from './routes/schemas';
import { PROFILE_FIELDS } from './routes/user';
import { definedRoutes, type Caller, type ReplyKind, type RouteDoc } from './routes/define';

export type { BodyKind, Caller, ReplyKind, RouteDoc } from './routes/define';

const PROFILE_SUMMARIES: Record<keyof typeof PROFILE_FIELDS, [string, string]> = {
  changeMobile: ['휴대폰 번호 변경', 'Change the mobile number'],
  changeName: ['이름 변경', 'Change the name'],
  changeNickname: ['닉네임 변경', 'Change the nickname'],
  changeBirth: ['생년월일 변경', 'Change the date of birth'],
  changeGender: ['성별 변경', 'Change the gender'],
  changePaymentMethod: ['결제 수단 변경', 'Change the payment method'],
};

const PROFILE_RESULT: [string, string] = [
  '회원 정보 (userLevel, id, email, name, nickname, userUuid, userProfile, mobileNumber, birth, gender, paymentMethod)',
  'The member profile (userLevel, id, email, name, nickname, userUuid, userProfile, mobileNumber, birth, gender, paymentMethod)',
];

const LOGIN_RESULT: [string, string] = [
  'token(로그인 토큰)과 회원 정보',
  'token (the login token) and the member profile',
];

function userDocs(): RouteDoc[] {
  const user = (
    method: RouteDoc['method'],
    path: string,
    ko: string,
    en: string,
    rest: Partial<RouteDoc> = {},
  ): RouteDoc => ({
    method,
    path: `/user/${path}`,
    tag: 'user',
    summaryKo: ko,
    summaryEn: en,
    body: 'account',
    caller: 'anyone',
    reply: 'plain',
    ...rest,
  });
  const member: Partial<RouteDoc> = {
    caller: 'member',
    errors: ['LOGIN_REQUIRED', 'TOKEN_INVALID'],
  };
  return [
    user('post', 'reg', '회원 가입', 'Sign up', {
      body: 'envelope',
      schema: signUpSchema,
      resultKo: LOGIN_RESULT[0],
      resultEn: LOGIN_RESULT[1],
      errors: [
        'EMAIL_TAKEN',
        'PASSWORD_RULE',
        'EMAIL_INVALID',
        'NAME_INVALID',
        'MOBILE_INVALID',
        'BIRTH_INVALID',
        'GENDER_INVALID',
        'TOO_MANY_REQUESTS',
        'SOCIAL_TICKET_INVALID',
        'SOCIAL_ALREADY_LINKED',
      ],
      description: [
        '`/user/socialLogin`이 count 0과 함께 준 `signupTicket`을 평문에 넣으면 그 소셜 계정과 연결된 회원이 만들어지고, 이때 password는 생략할 수 있습니다 (비밀번호 재설정으로 나중에 정할 수 있음). 답에 linked { provider, providerId }가 더해집니다.',
        'With the `signupTicket` a count-0 answer of `/user/socialLogin` gave in the plaintext, the member is created linked to that social account and `password` may be left out (it can be set later through the password reset); the answer adds linked { provider, providerId }.',
      ],
    }),
    user('post', 'existEmail', '이메일 가입 여부 확인', 'Is the e-mail registered?', {
      schema: existEmailSchema,
      resultKo: 'exists (true/false)',
      resultEn: 'exists (true/false)',
      errors: ['EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
    }),
    user('post', 'login', '로그인', 'Sign in', {
      schema: loginSchema,
      resultKo: LOGIN_RESULT[0],
      resultEn: LOGIN_RESULT[1],
      errors: ['LOGIN_FAILED', 'EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
    }),
    user(
      'get',
      'social/:provider/start',
      '소셜 로그인 시작 (kakao, naver, google)',
      'Start a social sign-in (kakao, naver, google)',
      {
        body: 'none',
        caller: 'identity',
        resultKo: 'provider, url(제공자 인증 주소), state, redirectUri, expiresAt',
        resultEn: 'provider, url (the provider authorization URL), state, redirectUri, expiresAt',
        errors: ['VALIDATION_FAILED', 'SOCIAL_NOT_CONFIGURED', 'TOO_MANY_REQUESTS'],
        description: [
          '무작위 state(카카오·구글은 PKCE 검증값도)를 서버에 10분 동안 한 번만 쓸 수 있게 저장하고, 요청의 비회원 id 또는 토큰에 묶습니다. 사이트는 url로 이동하고, 제공자는 `{SOCIAL_REDIRECT_BASE}/auth/{provider}`로 code와 state를 돌려줍니다. 리다이렉트가 아닌 JSON으로 답합니다 (auth 헤더가 있어야 하므로).',
          'Stores a random state (and, for Kakao and Google, a PKCE verifier) server-side for 10 minutes and one use, bound to the guest id or token of the call. The site goes to url; the provider sends code and state back to `{SOCIAL_REDIRECT_BASE}/auth/{provider}`. Answers JSON rather than a redirect, since the call must carry the auth header.',
        ],
      },
    ),
    user('post', 'socialLogin', '소셜 로그인', 'Social sign-in', {
      schema: socialLoginSchema,
      resultKo:
        'count(1: 로그인, -99: 같은 이메일의 회원이 있음, 0: 가입 필요), access_token, id, name, snsInfo { provider, providerId, email, name }; count 1이면 회원 정보, -99이면 linkTicket, 0이면 signupTicket',
      resultEn:
        'count (1: signed in, -99: a member has this e-mail, 0: sign-up needed), access_token, id, name, snsInfo { provider, providerId, email, name }; with count 1 the member profile, with -99 a linkTicket, with 0 a signupTicket',
      errors: [
        'SOCIAL_STATE_INVALID',
        'SOCIAL_CODE_INVALID',
        'SOCIAL_TOKEN_INVALID',
        'SOCIAL_PROVIDER_FAILED',
        'SOCIAL_NOT_CONFIGURED',
        'TOO_MANY_REQUESTS',
      ],
      description: [
        '`code`와 `state`(시작한 호출과 같은 auth 헤더로), 또는 제공자의 `access_token`(이 서비스에 발급된 것인지 구글·카카오는 확인)을 받습니다. count 1: 연결된 회원으로 로그인하고 비회원 데이터를 옮깁니다. -99: 그 이메일의 회원이 아직 이 소셜 계정과 연결되지 않았습니다. 비밀번호(또는 이미 연결된 소셜)로 로그인한 뒤 `/user/socialLink`에 linkTicket을 보내 연결합니다. 0: 가입이 필요합니다. snsInfo로 가입 양식을 채우고 signupTicket을 `/user/reg`에 함께 보냅니다. 티켓은 30분, 한 번만 유효합니다.',
        'Takes `code` and `state` (with the same auth header as the start), or the provider `access_token` (for Google and Kakao checked to have been issued to this service). count 1: signed in as the linked member; guest data moves to the account. -99: a member with this e-mail has not linked this social account; they sign in (password, or a social account already linked) and post the linkTicket to `/user/socialLink`. 0: sign-up needed; snsInfo prefills the form and the signupTicket goes with `/user/reg`. Tickets live 30 minutes and serve once.',
      ],
    }),
    user('post', 'socialLink', '소셜 계정 연결', 'Link a social account', {
      ...member,
      schema: socialLinkSchema,
      resultKo: 'linked { provider, providerId }와 회원 정보',
      resultEn: 'linked { provider, providerId } and the member profile',
      errors: [
        ...(member.errors ?? []),
        'SOCIAL_TICKET_INVALID',
        'SOCIAL_ALREADY_LINKED',
        'TOO_MANY_REQUESTS',
      ],
    }),
    user('post', 'guest', '비회원 키 발급', 'Issue the guest key', {
      body: 'none',
      caller: 'identity',
      resultKo: 'guestId, issued(새 키를 발급했으면 true); 새 키는 guestkey 응답 헤더로',
      resultEn:
        'guestId, issued (true when a new key was issued); the new key in the guestkey response header',
      errors: ['UNAUTHENTICATED'],
      description: [
        '비회원 id(auth 헤더)는 이름일 뿐이고, 서버가 발급한 비밀 키(guestkey 헤더)가 그 비회원임을 증명합니다. 키가 없거나 그 id의 것이 아니면 새 빈 비회원을 만들고 키(256비트, 서버에는 해시만 저장)를 guestkey 응답 헤더로 돌려줍니다. 다른 호출도 같은 규칙을 따르며, 가입과 로그인은 키가 증명한 비회원의 데이터와 장바구니만 회원에게 옮깁니다.',
        "The guest id (auth header) only names a guest; a secret key the server issued (guestkey header) proves it. Without a key, or with one that is not that id's, a new empty guest is made and its key (256 bits, only its hash stored) comes back in the guestkey response header. Every other call follows the same rule; sign-up and sign-in move only the data and cart of a guest its key proves.",
      ],
    }),
    user('get', 'checktoken', '로그인 토큰 확인', 'Check the login token', {
      body: 'none',
      caller: 'member',
      resultKo: PROFILE_RESULT[0],
      resultEn: PROFILE_RESULT[1],
      errors: ['TOKEN_INVALID'],
    }),
    user('post', 'logout', '로그아웃', 'Sign out', {
      body: 'none',
      resultKo: '빈 객체',
      resultEn: 'An empty object',
    }),
    user('post', 'userInfo', '회원 정보', 'The member profile', {
      ...member,
      body: 'none',
      resultKo: PROFILE_RESULT[0],
      resultEn: PROFILE_RESULT[1],
    }),
    user('post', 'loginHistory', '로그인 기록 (페이지)', 'Sign-in history (paged)', {
      ...member,
      schema: pageSchema,
      resultKo: 'items(time, ip, userAgent, success), totalCount, totalPage, currentPage, pageSize',
      resultEn:
        'items (time, ip, userAgent, success), totalCount, totalPage, currentPage, pageSize',
    }),
    ...Object.entries(PROFILE_FIELDS).map(([path, { field, schema }]) => {
      const [ko, en] = PROFILE_SUMMARIES[path as keyof typeof PROFILE_FIELDS];
      return user('post', path, ko, en, {
        ...member,
        // `data` may also be the bare value instead of JSON.
        schema: z.looseObject({ [field]: schema }),
        resultKo: PROFILE_RESULT[0],
        resultEn: PROFILE_RESULT[1],
        errors: [...(member.errors ?? []), 'VALIDATION_FAILED'],
      });
    }),
    user('post', 'changePassword', '비밀번호 변경', 'Change the password', {
      ...member,
      schema: changePasswordSchema,
      errors: [
        ...(member.errors ?? []),
        'CURRENT_PASSWORD_WRONG',
        'PASSWORD_RULE',
        'TOO_MANY_REQUESTS',
      ],
    }),
    user('post', 'deleteAccount', '회원 탈퇴', 'Delete the account', {
      ...member,
      schema: deleteAccountSchema,
      errors: [...(member.errors ?? []), 'CURRENT_PASSWORD_WRONG', 'TOO_MANY_REQUESTS'],
    }),
    user('post', 'deleteInquiry', '내 문의 삭제', 'Delete one of my questions', {
      ...member,
      schema: deleteInquirySchema,
      resultKo: 'id, deleted: true (첨부 파일도 함께 삭제)',
      resultEn: 'id, deleted: true (its attachments go with it)',
      errors: [...(member.errors ?? []), 'QNA_NOT_FOUND', 'VALIDATION_FAILED'],
    }),
    user('post', 'emailSend', '이메일 인증번호 발송', 'Send an e-mail code', {
      schema: emailSendSchema,
      resultKo: 'sent: true',
      resultEn: 'sent: true',
      errors: ['EMAIL_INVALID', 'MAIL_FAILED', 'TOO_MANY_REQUESTS'],
    }),
    user('post', 'userVerification', '인증번호 확인', 'Check an e-mail code', {
      schema: verificationSchema,
      resultKo: 'verified: true',
      resultEn: 'verified: true',
      errors: ['CODE_INVALID', 'TOO_MANY_REQUESTS'],
    }),
    user('post', 'reset-password', '비밀번호 재설정', 'Reset the password with a code', {
      schema: resetPasswordSchema,
      errors: ['CODE_INVALID', 'PASSWORD_RULE', 'TOO_MANY_REQUESTS'],
    }),
    user('post', 'find-email', '이메일 찾기', 'Find the e-mail of an account', {
      schema: findEmailSchema,
      resultKo: 'emails: 가려진 주소 목록 (ab***@example.com)',
      resultEn: 'emails: masked addresses (ab***@example.com)',
      errors: ['NAME_INVALID', 'MOBILE_INVALID', 'BAD_ENVELOPE', 'TOO_MANY_REQUESTS'],
    }),
    user('post', 'profileImageUpdate', '프로필 사진 변경', 'Change the profile picture', {
      ...member,
      body: 'image',
      resultKo: 'result.url: 사진 주소, 그리고 회원 정보',
      resultEn: 'result.url: the picture address, and the member profile',
      errors: [
        ...(member.errors ?? []),
        'BAD_MULTIPART',
        'IMAGE_FILE_MISSING',
        'IMAGE_TYPE_INVALID',
        'IMAGE_TOO_LARGE',
        'TOO_MANY_REQUESTS',
      ],
    }),
    user('get', 'profile-image/:name', '프로필 사진 파일', 'A profile picture file', {
      body: 'none',
      reply: 'raw',
      rawTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      resultKo: '이미지 (image/png, image/jpeg, image/webp, image/gif)',
      resultEn: 'The image (image/png, image/jpeg, image/webp, image/gif)',
    }),
    user(
      'post',
      'changeEmail',
      '이메일 변경 (새 주소로 받은 인증번호 필요)',
      'Change the e-mail (needs the code sent to the new address)',
      {
        ...member,
        schema: changeEmailSchema,
        resultKo: PROFILE_RESULT[0],
        resultEn: PROFILE_RESULT[1],
        errors: [
          ...(member.errors ?? []),
          'EMAIL_INVALID',
          'EMAIL_TAKEN',
          'CODE_INVALID',
          'TOO_MANY_REQUESTS',
        ],
      },
    ),
    user(
      'get',
      'user-net-info',
      '접속 정보 (IP, 브라우저)',
      'The caller as the server sees it (IP, user agent)',
      {
        body: 'none',
        resultKo: 'ip, userAgent',
        resultEn: 'ip, userAgent',
      },
    ),
  ];
}

function sealedDoc(
  path: string,
  tag: string,
  ko: string,
  en: string,
  schema: z.ZodType,
  resultKo: string,
  resultEn: string,
  errors: ErrorCode[] = [],
): RouteDoc {
  return {
    method: 'post',
    path,
    tag,
    summaryKo: ko,
    summaryEn: en,
    body: 'envelope',
    schema,
    caller: 'identity',
    reply: 'sealed',
    resultKo,
    resultEn,
    errors,
  };
}

function analysisDocs(): RouteDoc[] {
  return routedAnalyses().flatMap((id) => {
    const { prefix, resultKey } = ANALYSIS_ROUTES[id];
    return [
      sealedDoc(
        `${prefix}/insertion`,
        'analysis',
        `${id}: 설정 화면의 데이터`,
        `${id}: the dataset for the setting page`,
        uuidSchema,
        'result: 데이터 (변수와 요약)',
        'result: the dataset (variables and summary)',
        ['DATASET_NOT_FOUND'],
      ),
      sealedDoc(
        `${prefix}/analysis`,
        'analysis',
        `${id} 분석 실행 (요청 항목은 analysis-contract.md)`,
        `Run ${id} (the request fields are in analysis-contract.md)`,
        analysisPayloadSchema,
        `${resultKey}: 분석 결과, analysisId: 분석 기록 id`,
        `${resultKey}: the result, analysisId: the history record id`,
        ['DATASET_NOT_FOUND', 'SERVER_BUSY', 'ANALYSIS_TIMEOUT'],
      ),
      interpretationDoc(`${prefix}/interpretation`, 'analysis', id),
    ];
  });
}

/** `{prefix}/interpretation`: the result (or a history record) in words. */
function interpretationDoc(path: string, tag: string, id: string): RouteDoc {
  return sealedDoc(
    path,
    tag,
    `${id} 결과 해석 (dataToAnalyze: 분석 결과, 또는 analysisId: 내 분석 기록)`,
    `Interpret a ${id} result (dataToAnalyze: the result, or analysisId: an own history record)`,
    interpretationSchema,
    'uuid, statsType, interpret(요약 해석), interpretDetail(APA 형식 보고와 가정 점검)',
    'uuid, statsType, interpret (a short interpretation), interpretDetail (the APA-style report and assumption checks)',
    ['RESULT_INVALID', 'ANALYSIS_NOT_FOUND'],
  );
}

/** The routes still documented apart from their handlers. */
export function legacyRouteDocs(): RouteDoc[] {
  return [
    ...userDocs(),
    {
      method: 'post',
      path: '/dataset/upload',
      tag: 'dataset',
      summaryKo: '데이터 파일 업로드 (CSV, XLSX, SAV …)',
      summaryEn: 'Upload a data file (CSV, XLSX, SAV …)',
      body: 'upload',
      schema: uploadOptionsSchema,
      caller: 'identity',
      reply: 'sealed',
      resultKo: 'result: 올린 데이터 (uuid, 변수, 요약)',
      resultEn: 'result: the uploaded dataset (uuid, variables, summary)',
      errors: [
        'BAD_MULTIPART',
        'UPLOAD_FILE_MISSING',
        'UPLOAD_TOO_LARGE',
        'EMPTY_DATASET',
        'SERVER_BUSY',
        'UPLOAD_TIMEOUT',
      ],
    },
    sealedDoc(
      '/dataset/uploadedData',
      'dataset',
      '내 데이터 목록',
      'My datasets',
      emptySchema,
      'result: 데이터 목록',
      'result: the list of datasets',
    ),
    sealedDoc(
      '/dataset/sample',
      'dataset',
      '샘플 데이터를 내 데이터로 복사',
      'Copy the sample dataset into my datasets',
      emptySchema,
      'result: 복사된 내 데이터 (uuid, 변수, 요약)',
      'result: the caller’s own copy (uuid, variables, summary)',
      ['SAMPLE_DATASET_MISSING'],
    ),
    sealedDoc(
      '/dataset/removeData',
      'dataset',
      '데이터 삭제',
      'Remove a dataset',
      uuidSchema,
      'result: { uuid }',
      'result: { uuid }',
      ['DATASET_NOT_FOUND'],
    ),
    sealedDoc(
      '/description/get',
      'description',
      '기술통계 설정 화면의 데이터',
      'The dataset for the descriptive setting page',
      uuidSchema,
      'result: 데이터 (변수와 요약)',
      'result: the dataset (variables and summary)',
      ['DATASET_NOT_FOUND'],
    ),
    sealedDoc(
      '/description/analysis',
      'description',
      '기술통계 분석 실행',
      'Run descriptive statistics',
      descriptiveSchema,
      'result: 분석 결과, analysisId: 분석 기록 id',
      'result: the result, analysisId: the history record id',
      ['DATASET_NOT_FOUND', 'SERVER_BUSY', 'ANALYSIS_TIMEOUT'],
    ),
    interpretationDoc('/description/interpretation', 'description', 'descriptive'),
    sealedDoc(
      '/analysis-history/list',
      'analysis-history',
      '분석 기록 목록 (최신순, 페이지)',
      'Analysis history, newest first (paged)',
      historyPageSchema,
      'items, totalCount, totalPage, currentPage, pageSize',
      'items, totalCount, totalPage, currentPage, pageSize',
    ),
    sealedDoc(
      '/analysis-history/detail',
      'analysis-history',
      '분석 기록 다시 열기 (요청과 결과)',
      'Reopen a record (request and result)',
      analysisIdSchema,
      'result: 요청과 결과',
      'result: the request and the result',
      ['ANALYSIS_NOT_FOUND'],
    ),
    sealedDoc(
      '/analysis-history/remove',
      'analysis-history',
      '분석 기록 삭제',
      'Remove a record',
      analysisIdSchema,
      'result: { analysisId }',
      'result: { analysisId }',
      ['ANALYSIS_NOT_FOUND'],
    ),
    ...analysisDocs(),
    ...datasetSettingDocs(),
    ...datasetTransformDocs(),
  ];
}

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

/**
 * Every route definition the app holds (`defineRoute`), in registration order, and the routes
 * still documented apart from their handlers.
 */
export function routeDocs<E extends Env>(app: Hono<E>): RouteDoc[] {
  return [...definedRoutes(app).defined, ...legacyRouteDocs()];
}

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
        '게시판 호출의 성공 응답: 봉인된 결과가 dataRes 없이 최상위 encryptData에 있습니다(명세 7항). / A board call’s success: the sealed result sits at the top level in encryptData, with no dataRes (spec point 7).',
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

  for (const doc of routeDocs(app)) {
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
