import {
  FILTER_TODAY_SHIPPING,
  PRODUCT_SORTS,
  type ProductListRequest,
  type ProductSort,
} from '@tonggye/api';

/**
 * The product list and search pages keep their whole query in the address (`lCate`,
 * `filterOther`, `keyword`, `minPrice`, `maxPrice`, `sort`, `page`), so Back and a shared link
 * restore the same list. Anything malformed is left out rather than sent.
 */
export interface ListQuery {
  lCate?: string;
  filterOther?: string;
  keyword?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  page: number;
}

const WHOLE_WON = /^\d{1,9}$/;

export function readListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const lCate = text('lCate');
  const filterOther = text('filterOther');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const won = (name: string) => {
    const value = text(name);
    return value !== undefined && WHOLE_WON.test(value) ? Number(value) : undefined;
  };
  return {
    lCate: lCate !== undefined && /^\d{2}$/.test(lCate) ? lCate : undefined,
    filterOther: filterOther === '1' || filterOther === '2' ? filterOther : undefined,
    keyword: text('keyword')?.slice(0, 100),
    minPrice: won('minPrice'),
    maxPrice: won('maxPrice'),
    sort: PRODUCT_SORTS.find((value) => value === sort) ?? 'newest',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** `path?…` with the query's set values, in a fixed order; the defaults (newest, page 1) left out. */
export function listQueryPath(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.lCate !== undefined) params.set('lCate', query.lCate);
  if (query.filterOther !== undefined) params.set('filterOther', query.filterOther);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

export function toRequest(query: ListQuery, size: number): ProductListRequest {
  return {
    lCate: query.lCate,
    filterOther: query.filterOther,
    keyword: query.keyword,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort,
    page: query.page,
    size,
  };
}
/** The store menu's exclusive category. */
export const EXCLUSIVE_CATEGORY = '16';

/** The page title of a list: the named presets (today shipping, exclusive) or the category. */
export function listTitle(
  query: Pick<ListQuery, 'lCate' | 'filterOther'>,
  category: { name: string; nameEn?: string | null } | null | undefined,
  t: (key: string, values?: Record<string, unknown>) => string,
  english: boolean,
): string {
  if (query.lCate === EXCLUSIVE_CATEGORY) return t('list.exclusiveTitle');
  if (!category) return t('common.products');
  const name = english && category.nameEn ? category.nameEn : category.name;
  if (query.filterOther === FILTER_TODAY_SHIPPING) return t('list.todayTitle', { category: name });
  return t('list.title', { category: name });
}
