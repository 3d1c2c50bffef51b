import { z } from 'zod';
import type { ApiClient, CallOptions } from './client';
import {
  ALL_CATEGORIES,
  NOTICE_LIST_PATHS,
  categoryShape,
  getNoticeCategories,
  listNotices,
  type NoticeListItem,
  type PageRequest,
  type ServiceCategory,
  type ServicePage,
} from './notice-list';
import { pageFields } from './plain';
import { readPlainAnswer } from './qna';
import { zodFields, zodOf } from './schema-zod';

export { ALL_CATEGORIES, getNoticeCategories, listNotices };
export type { NoticeListItem, PageRequest, ServiceCategory, ServicePage };

/**
 * The service centre's calls (FAQ, notices with comments, the made-to-order question,
 * standalone pages). Plain JSON answers `{ resCode: 200, dataRes }`; a failure throws an
 * `ApiError` in the server's Korean and English words. The one-to-one Q&A is in `qna.ts`.
 */
export const SERVICE_CENTRE_PATHS = {
  faqCategories: '/boards/faq-categories',
  faq: (category: string) => `/boards/faq/${encodeURIComponent(category)}`,
  faqSearch: '/boards/faq-search',
  ...NOTICE_LIST_PATHS,
  notice: (id: string) => `/boards/notice/${encodeURIComponent(id)}`,
  noticeComments: '/boards/notice-comments',
  noticeCommentCount: '/boards/notice-comments/count',
  newComment: '/boards/new-comment',
  deleteComment: '/boards/del-comment',
  ordermade: '/nest/customer/qna/ordermade',
  standalone: (id: string) => `/boards/standalone/${encodeURIComponent(id)}`,
} as const;

const text = z.string().nullish();

const categorySchema = zodOf(categoryShape);

function pageOf<T extends z.ZodType>(item: T) {
  return z.looseObject({ items: z.array(item), ...zodFields(pageFields) });
}

const faqSchema = z.looseObject({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  /** Sanitised HTML (render with the kit's RichText). */
  answerHtml: z.string(),
  updatedAt: text,
});
export type FaqItem = z.infer<typeof faqSchema>;

const neighbourSchema = z.looseObject({ id: z.string(), title: z.string() }).nullable();

const noticeSchema = z.looseObject({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  categoryNameEn: text,
  title: z.string(),
  /** Sanitised HTML (render with the kit's RichText). */
  contentHtml: z.string(),
  pinned: z.boolean(),
  viewCount: z.number(),
  createdAt: z.string(),
  updatedAt: text,
  prev: neighbourSchema.optional(),
  next: neighbourSchema.optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

const commentFields = {
  id: z.string(),
  noticeId: z.string(),
  parentId: text,
  /** The text as escaped HTML paragraphs. */
  contents: z.string(),
  nickname: z.string(),
  /** Decided by the login token, never by the e-mail sent. */
  isMine: z.boolean(),
  createdAt: z.string(),
};
const commentSchema = z.looseObject(commentFields);
const parentCommentSchema = z.looseObject({
  ...commentFields,
  children: z.array(commentSchema).default([]),
});
export type NoticeComment = z.infer<typeof commentSchema>;
export type NoticeParentComment = z.infer<typeof parentCommentSchema>;

const standaloneSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  updatedAt: text,
});
export type StandaloneContent = z.infer<typeof standaloneSchema>;

function query(path: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

const get = <S extends z.ZodType>(
  client: ApiClient,
  path: string,
  schema: S,
  options?: CallOptions,
) => readPlainAnswer(client, path, { method: 'GET' }, schema, options);

/** `GET /boards/faq-categories` → `faqCategories`. */
export async function getFaqCategories(
  client: ApiClient,
  options?: CallOptions,
): Promise<ServiceCategory[]> {
  const data = await get(
    client,
    SERVICE_CENTRE_PATHS.faqCategories,
    z.looseObject({ faqCategories: z.array(categorySchema) }),
    options,
  );
  return data.faqCategories;
}

/** `GET /boards/faq/{category}?page&size` → `requestData` (`all`: every category). */
export async function listFaq(
  client: ApiClient,
  request: PageRequest & { category: string },
  options?: CallOptions,
): Promise<ServicePage<FaqItem>> {
  const data = await get(
    client,
    query(SERVICE_CENTRE_PATHS.faq(request.category), { page: request.page, size: request.size }),
    z.looseObject({ requestData: pageOf(faqSchema) }),
    options,
  );
  return data.requestData;
}

/** `GET /boards/faq-search?keyword&page&size` → `faqSearchedData` (question or answer). */
export async function searchFaq(
  client: ApiClient,
  request: PageRequest & { keyword: string },
  options?: CallOptions,
): Promise<ServicePage<FaqItem> & { keyword: string }> {
  const data = await get(
    client,
    query(SERVICE_CENTRE_PATHS.faqSearch, {
      keyword: request.keyword,
      page: request.page,
      size: request.size,
    }),
    z.looseObject({ faqSearchedData: pageOf(faqSchema).extend({ keyword: z.string() }) }),
    options,
  );
  return data.faqSearchedData;
}

/** `GET /boards/notice/{id}` → `noticeData` (adds one view); unknown: `NOTICE_NOT_FOUND`. */
export async function getNotice(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<Notice> {
  const data = await get(
    client,
    SERVICE_CENTRE_PATHS.notice(id),
    z.looseObject({ noticeData: noticeSchema }),
    options,
  );
  return data.noticeData;
}

/** `GET /boards/notice-comments?board_id&page&size&user_email` → `parentComments`. */
export async function listNoticeComments(
  client: ApiClient,
  request: PageRequest & { noticeId: string },
  options?: CallOptions,
): Promise<ServicePage<NoticeParentComment>> {
  const data = await get(
    client,
    query(SERVICE_CENTRE_PATHS.noticeComments, {
      board_id: request.noticeId,
      page: request.page,
      size: request.size,
      user_email: client.session.getEmail() ?? undefined,
    }),
    z.looseObject({ parentComments: pageOf(parentCommentSchema) }),
    options,
  );
  return data.parentComments;
}

/** `GET /boards/notice-comments/count?board_id` → `count` (answers included, hidden not). */
export async function countNoticeComments(
  client: ApiClient,
  noticeId: string,
  options?: CallOptions,
): Promise<number> {
  const data = await get(
    client,
    query(SERVICE_CENTRE_PATHS.noticeCommentCount, { board_id: noticeId }),
    z.looseObject({ count: z.number() }),
    options,
  );
  return data.count;
}

/** `POST /boards/new-comment {board_uuid, userEmail, contents}` (members; `LOGIN_REQUIRED` else). */
export async function createNoticeComment(
  client: ApiClient,
  request: { noticeId: string; contents: string; parentId?: string },
  options?: CallOptions,
): Promise<NoticeComment> {
  const data = await readPlainAnswer(
    client,
    SERVICE_CENTRE_PATHS.newComment,
    {
      method: 'POST',
      body: {
        board_uuid: request.noticeId,
        userEmail: client.session.getEmail(),
        contents: request.contents,
        ...(request.parentId ? { parentId: request.parentId } : {}),
      },
    },
    z.looseObject({ comment: commentSchema }),
    options,
  );
  return data.comment;
}

/** `DELETE /boards/del-comment {commentId}`: an own comment; another's is `COMMENT_NOT_FOUND`. */
export async function deleteNoticeComment(
  client: ApiClient,
  commentId: string,
  options?: CallOptions,
): Promise<void> {
  await readPlainAnswer(
    client,
    SERVICE_CENTRE_PATHS.deleteComment,
    { method: 'DELETE', body: { commentId } },
    z.looseObject({ result: z.looseObject({ deleted: z.literal(true) }) }),
    options,
  );
}

const ordermadeQnaSchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  categoryId: text,
  title: z.string(),
  contents: z.string(),
  status: z.string(),
  answer: text,
  answeredAt: text,
  createdAt: z.string(),
  detail: z.record(z.string(), z.unknown()).optional(),
});
/** A made-to-order question as the server answers it (no attachments). */
export type OrdermadeQna = z.infer<typeof ordermadeQnaSchema>;

export interface OrdermadeRequest {
  contents: string;
  name: string;
  email: string;
  phone: string;
  title?: string;
  productName?: string;
  quantity?: number;
  size?: string;
  /** YYYY-MM-DD. */
  desiredDate?: string;
}

/**
 * `POST /nest/customer/qna/ordermade`: a made-to-order (quotation) question, guests too. The
 * member reads it back, with its answer, through `getMyQna` (`/boards/qna-detail/{id}`).
 */
export async function createOrdermadeQna(
  client: ApiClient,
  request: OrdermadeRequest,
  options?: CallOptions,
): Promise<OrdermadeQna> {
  const data = await readPlainAnswer(
    client,
    SERVICE_CENTRE_PATHS.ordermade,
    { method: 'POST', body: { ...request } },
    z.looseObject({ qna: ordermadeQnaSchema }),
    options,
  );
  return data.qna;
}

/** `GET /boards/standalone/{id}` → `content`; unknown: `CONTENT_NOT_FOUND`. */
export async function getStandaloneContent(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<StandaloneContent> {
  const data = await get(
    client,
    SERVICE_CENTRE_PATHS.standalone(id),
    z.looseObject({ content: standaloneSchema }),
    options,
  );
  return data.content;
}
