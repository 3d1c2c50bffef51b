import { z } from 'zod';
import { accountResponseSchema } from './accounts';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';

/**
 * The member's one-to-one questions (spec point 7, service centre): `GET /boards/qna-types`
 * answers `qnaCategories`, `POST /boards/qna` takes `{ encryptedData }`, and the member reads
 * their own back with `GET /boards/qna-mine` (paged `requestData`) and
 * `GET /boards/qna-detail/{id}` (`qnaData`). Plain JSON answers; a failure throws an
 * `ApiError` in the server's words.
 */
export const QNA_PATHS = {
  categories: '/boards/qna-types',
  create: '/boards/qna',
  mine: '/boards/qna-mine',
  detail: (id: string) => `/boards/qna-detail/${encodeURIComponent(id)}`,
} as const;

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
});
export type QnaDetail = z.infer<typeof qnaDetailSchema>;

async function read<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  request: { method: 'GET' } | { method: 'POST'; body: Record<string, unknown> },
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  const body = await client.plain(path, request, accountResponseSchema, options);
  if (body.resCode !== 200) {
    const fallback = clientError('SERVER_ERROR', body, body.resCode);
    throw new ApiError({
      status: body.resCode,
      code: String(body.resCode),
      message: body.message ?? fallback.message,
      messageEn: body.messageEn ?? body.message ?? fallback.messageEn,
    });
  }
  const parsed = schema.safeParse(body.dataRes ?? {});
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, body.resCode);
  return parsed.data;
}

export async function getQnaCategories(
  client: ApiClient,
  options?: CallOptions,
): Promise<QnaCategory[]> {
  const data = await read(
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
}

/** `POST /boards/qna {encryptedData}`: a new question of the signed-in member. */
export async function createQna(
  client: ApiClient,
  request: QnaRequest,
  options?: CallOptions,
): Promise<QnaDetail> {
  const data = await read(
    client,
    QNA_PATHS.create,
    { method: 'POST', body: { encryptedData: client.seal(request) } },
    z.looseObject({ qna: qnaDetailSchema }),
    options,
  );
  return data.qna;
}

export async function listMyQna(
  client: ApiClient,
  request: { page: number; size: number },
  options?: CallOptions,
): Promise<QnaPage> {
  const query = new URLSearchParams({ page: String(request.page), size: String(request.size) });
  const data = await read(
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
  const data = await read(
    client,
    QNA_PATHS.detail(id),
    { method: 'GET' },
    z.looseObject({ qnaData: qnaDetailSchema }),
    options,
  );
  return data.qnaData;
}
