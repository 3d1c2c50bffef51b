import type { ApiClient, CallOptions } from './client';
import { pageFields, readPlain, withQuery } from './plain';
import { array, boolean, nullish, number, object, optional, string, type Infer } from './schema';

/**
 * The notice list's two calls (a page the phone benchmark measures), built with `schema.ts` as the
 * main page's are: the notice list loads no zod. The rest of the service centre is in
 * `service-centre.ts`, which re-exports all of this.
 */
export const NOTICE_LIST_PATHS = {
  noticeCategories: '/boards/notice-categories',
  notices: (category: string) => `/boards/notices/${encodeURIComponent(category)}`,
} as const;

/** Every category at once in the list calls. */
export const ALL_CATEGORIES = 'all';

const text = nullish(string);

/** A FAQ or notice category. */
export const categoryShape = object({
  id: string,
  name: string,
  nameEn: text,
  sortOrder: optional(number),
  /** How many entries the category holds. */
  count: optional(number),
});
export type ServiceCategory = Infer<typeof categoryShape>;

/** One page of a list as the server pages it. */
export interface ServicePage<T> {
  items: T[];
  totalCount: number;
  totalPage: number;
  currentPage: number;
  pageSize: number;
}

const noticeListItemShape = object({
  id: string,
  categoryId: string,
  categoryName: string,
  categoryNameEn: text,
  title: string,
  pinned: boolean,
  viewCount: number,
  commentCount: number,
  createdAt: string,
});
export type NoticeListItem = Infer<typeof noticeListItemShape>;

export interface PageRequest {
  page: number;
  size: number;
}

/** `GET /boards/notice-categories` → `noticeCategories`. */
export async function getNoticeCategories(
  client: ApiClient,
  options?: CallOptions,
): Promise<ServiceCategory[]> {
  const data = await readPlain(
    client,
    NOTICE_LIST_PATHS.noticeCategories,
    null,
    object({ noticeCategories: array(categoryShape) }),
    options,
  );
  return data.noticeCategories;
}

/** `GET /boards/notices/{category}?page&size&keyword` → `requestData` (pinned first). */
export async function listNotices(
  client: ApiClient,
  request: PageRequest & { category: string; keyword?: string },
  options?: CallOptions,
): Promise<ServicePage<NoticeListItem>> {
  const data = await readPlain(
    client,
    withQuery(NOTICE_LIST_PATHS.notices(request.category), {
      page: request.page,
      size: request.size,
      keyword: request.keyword,
    }),
    null,
    object({
      requestData: object({ items: array(noticeListItemShape), ...pageFields }),
    }),
    options,
  );
  return data.requestData;
}
