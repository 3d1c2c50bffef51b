import { COMMUNITY_SEARCH_TYPES, type CommunitySearchType } from '@tonggye/api';

/** Addresses of the free board: the list, a post (`?id=`) and the form (`?id=` to edit). */
export const BOARD_PATH = '/qaiclink/free-board';
export const detailPath = (id: string) => `${BOARD_PATH}/detail?id=${encodeURIComponent(id)}`;
export const writePath = (id?: string) =>
  id === undefined ? `${BOARD_PATH}/write` : `${BOARD_PATH}/write?id=${encodeURIComponent(id)}`;

export interface BoardQuery {
  page: number;
  keyword: string;
  searchType: CommunitySearchType;
}

/** `?page=2&keyword=…&searchType=title`; anything unreadable falls back to the first page. */
export function readBoardQuery(search: string): BoardQuery {
  const params = new URLSearchParams(search);
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
  const type = params.get('searchType');
  return {
    page: page >= 1 ? page : 1,
    keyword: (params.get('keyword') ?? '').trim(),
    searchType: COMMUNITY_SEARCH_TYPES.find((value) => value === type) ?? 'titleContent',
  };
}

export function boardQueryPath({ page, keyword, searchType }: BoardQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (keyword !== '') {
    params.set('keyword', keyword);
    if (searchType !== 'titleContent') params.set('searchType', searchType);
  }
  const query = params.toString();
  return query === '' ? BOARD_PATH : `${BOARD_PATH}?${query}`;
}
