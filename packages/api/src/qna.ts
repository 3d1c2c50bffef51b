import { z } from 'zod';
import { accountResponseSchema } from './accounts';
import { validate } from './schema';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';
import { readPlainAnswer } from './plain';

/**
 * The member's one-to-one questions (service centre): `GET /boards/qna-types`
 * answers `qnaCategories`, `POST /boards/qna` takes `{ encryptedData }`, and the member reads
 * their own back with `GET /boards/qna-mine` (paged `requestData`) and
 * `GET /boards/qna-detail/{id}` (`qnaData`). Plain JSON answers; a failure throws an
 * `ApiError` in the server's words.
 */
export const QNA_PATHS = {
  categories: '/boards/qna-types',
  create: '/boards/qna',
  update: '/boards/qna-update',
  delete: '/user/deleteInquiry',
  mine: '/boards/qna-mine',
  detail: (id: string) => `/boards/qna-detail/${encodeURIComponent(id)}`,
  attachment: (id: string) => `/boards/qna-attachment/${encodeURIComponent(id)}`,
} as const;

/** What the server takes as an attachment (told by content): PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV, TXT. */
export const QNA_ATTACHMENT_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.pdf',
  '.xlsx',
  '.docx',
  '.csv',
  '.txt',
] as const;
/** At most five files of 10 MB each per question. */
export const QNA_ATTACHMENT_MAX_FILES = 5;
export const QNA_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const text = z.string().nullish();

const categorySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: text,
  sortOrder: z.number().optional(),
});
export type QnaCategory = z.infer<typeof categorySchema>;

const qnaStatusSchema = z.string();

const qnaListItemSchema = z.looseObject({
  id: z.string(),
  /** `individual` (the one-to-one form) or `ordermade` (a made-to-order/quotation question). */
  kind: z.string().optional(),
  categoryId: text,
  title: z.string(),
  status: qnaStatusSchema,
  answeredAt: text,
  createdAt: z.string(),
});
export type QnaListItem = z.infer<typeof qnaListItemSchema>;

const qnaPageSchema = z.looseObject({
  items: z.array(qnaListItemSchema),
  totalCount: z.number(),
  totalPage: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type QnaPage = z.infer<typeof qnaPageSchema>;

const qnaDetailSchema = qnaListItemSchema.extend({
  /** The question as the server stored it: HTML made from the plain text (escaped). */
  contents: z.string(),
  /** The answer as HTML, or null while it waits. */
  answer: text,
  /** The contact details of a made-to-order question; the asker's name and e-mail otherwise. */
  detail: z.record(z.string(), z.unknown()).optional(),
  attachments: z
    .array(
      z.looseObject({
        id: z.string(),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number(),
        /** `/boards/qna-attachment/{id}`: for the owner (or an administrator) only. */
        url: z.string(),
      }),
    )
    .default([]),
});
export type QnaAttachment = QnaDetail['attachments'][number];
export type QnaDetail = z.infer<typeof qnaDetailSchema>;

/** A plain `{ resCode, dataRes }` answer read with `schema` (shared by the service-centre calls). */
export { readPlainAnswer };

export async function getQnaCategories(
  client: ApiClient,
  options?: CallOptions,
): Promise<QnaCategory[]> {
  const data = await readPlainAnswer(
    client,
    QNA_PATHS.categories,
    { method: 'GET' },
    z.looseObject({ qnaCategories: z.array(categorySchema) }),
    options,
  );
  return data.qnaCategories;
}

export interface QnaRequest {
  categoryId: string;
  title: string;
  contents: string;
  /** Attachments, sent as multipart `files` (the server checks type and size). */
  files?: readonly File[];
}

/**
 * `POST /boards/qna {encryptedData}`: a new question of the signed-in member; with files,
 * multipart `encryptedData` plus one `files` part per file.
 */
export async function createQna(
  client: ApiClient,
  request: QnaRequest,
  options?: CallOptions,
): Promise<QnaDetail> {
  const { files = [], ...question } = request;
  const sealed = await client.seal(question);
  let body: Record<string, unknown> | FormData = { encryptedData: sealed };
  if (files.length > 0) {
    const form = new FormData();
    form.append('encryptedData', sealed);
    for (const file of files) form.append('files', file, file.name);
    body = form;
  }
  const data = await readPlainAnswer(
    client,
    QNA_PATHS.create,
    { method: 'POST', body },
    z.looseObject({ qna: qnaDetailSchema }),
    options,
  );
  return data.qna;
}

export interface QnaUpdateRequest extends QnaRequest {
  /** The question to change (an own one that has no answer yet). */
  id: string;
  /** Ids of the question's attachments to remove; the others stay. New ones go in `files`. */
  removeAttachmentIds?: readonly string[];
}

/**
 * `POST /boards/qna-update {encryptedData}`: the member's own unanswered question rewritten
 * (type, title, text) with its files kept, removed by id, or added (multipart `files`, at most
 * five in all). An answered question is refused with 409 (`QNA_ANSWERED`), someone else's or an
 * unknown id with 404; nothing is changed then.
 */
export async function updateQna(
  client: ApiClient,
  request: QnaUpdateRequest,
  options?: CallOptions,
): Promise<QnaDetail> {
  const { files = [], removeAttachmentIds = [], ...question } = request;
  const sealed = await client.seal({
    ...question,
    removeAttachmentIds: [...removeAttachmentIds],
  });
  let body: Record<string, unknown> | FormData = { encryptedData: sealed };
  if (files.length > 0) {
    const form = new FormData();
    form.append('encryptedData', sealed);
    for (const file of files) form.append('files', file, file.name);
    body = form;
  }
  const data = await readPlainAnswer(
    client,
    QNA_PATHS.update,
    { method: 'POST', body },
    z.looseObject({ qna: qnaDetailSchema }),
    options,
  );
  return data.qna;
}

/**
 * `POST /user/deleteInquiry {encryptedData: {id}}`: removes the member's own question with its
 * attachments; someone else's or an unknown id is refused with 404 (`QNA_NOT_FOUND`).
 */
export async function deleteQna(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<{ id: string; deleted: boolean }> {
  return readPlainAnswer(
    client,
    QNA_PATHS.delete,
    { method: 'POST', body: { encryptedData: await client.seal({ id }) } },
    z.looseObject({ id: z.string(), deleted: z.boolean() }),
    options,
  );
}

export async function listMyQna(
  client: ApiClient,
  request: { page: number; size: number },
  options?: CallOptions,
): Promise<QnaPage> {
  const query = new URLSearchParams({ page: String(request.page), size: String(request.size) });
  const data = await readPlainAnswer(
    client,
    `${QNA_PATHS.mine}?${query.toString()}`,
    { method: 'GET' },
    z.looseObject({ requestData: qnaPageSchema }),
    options,
  );
  return data.requestData;
}

export async function getMyQna(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<QnaDetail> {
  const data = await readPlainAnswer(
    client,
    QNA_PATHS.detail(id),
    { method: 'GET' },
    z.looseObject({ qnaData: qnaDetailSchema }),
    options,
  );
  return data.qnaData;
}

/**
 * `GET /boards/qna-attachment/{id}`: the file of an own question, read with the member's
 * credential (a plain link would go without it). `baseURL` is the client's (the site: same
 * origin). A refusal (`ATTACHMENT_NOT_FOUND`) throws an `ApiError` in the server's words.
 */
export async function fetchQnaAttachment(
  client: ApiClient,
  baseURL: string,
  attachment: Pick<QnaAttachment, 'url'>,
  options: CallOptions & { fetch?: typeof globalThis.fetch } = {},
): Promise<Blob> {
  const credential = client.session.getCredential();
  const headers: Record<string, string> = {};
  if (credential !== null) {
    headers.authorization = credential;
    headers.auth = credential;
  }
  const guestKey = client.session.getToken() === null ? client.session.getGuestKey() : null;
  if (guestKey !== null) headers.guestkey = guestKey;
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(`${baseURL}${attachment.url}`, {
      headers,
      signal: options.signal,
    });
  } catch (error) {
    throw clientError(options.signal?.aborted ? 'ABORTED' : 'NETWORK', error);
  }
  if (response.ok) return response.blob();
  const body = await validate(accountResponseSchema, await response.json().catch(() => null));
  if (!body.ok) throw clientError('SERVER_ERROR', null, response.status);
  const fallback = clientError('SERVER_ERROR', body.value, response.status);
  throw new ApiError({
    status: response.status,
    code: String(body.value.resCode),
    message: body.value.message ?? fallback.message,
    messageEn: body.value.messageEn ?? body.value.message ?? fallback.messageEn,
  });
}
