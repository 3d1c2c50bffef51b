import type { NoticeListItem, ServicePage } from '@tonggye/api';

/**
 * The notice list's cache, so that coming back finds the list as it was: the tab, the page, the page's rows, the scroll
 * position and the history index, kept while the visitor reads a notice and restored when they
 * come back (Back or the page's back link). Lives in the site's UI state (`uiState.ts`).
 */
export interface NoticeCache {
  tabIndex: number;
  page: number;
  /** The rows shown for `tabIndex` and `page`, so the list comes back without waiting. */
  list: ServicePage<NoticeListItem> | null;
  /** `window.scrollY` when a notice was opened. */
  scrollY: number;
  /**
   * `history.length` when a notice was opened from the list (the list is the entry before it);
   * -1 when no notice was opened from the list.
   */
  historyIndex: number;
  /** The words the list is searched for (the notice list has a search box); '' for none. */
  keyword: string;
}

/** The defaults of a fresh list: page 1, tab 0, history -1, scroll 0 (and no rows). */
export const initialNoticeCache: NoticeCache = {
  tabIndex: 0,
  page: 1,
  list: null,
  scrollY: 0,
  historyIndex: -1,
  keyword: '',
};

export type NoticeCacheEvent =
  /** Rows arrived for the tab, page and search shown. */
  | {
      type: 'NOTICE_LIST_LOADED';
      tabIndex: number;
      page: number;
      keyword: string;
      list: ServicePage<NoticeListItem>;
    }
  /** A search of the tab shown ('' clears it): from its first page again. */
  | { type: 'NOTICE_SEARCHED'; keyword: string }
  /** Another tab (the search kept): page, rows and scroll start again. */
  | { type: 'NOTICE_TAB_CHOSEN'; tabIndex: number }
  /** Another page of the same tab: rows and scroll start again. */
  | { type: 'NOTICE_PAGE_CHOSEN'; page: number }
  /** A notice opened from the list: remember where the visitor was. */
  | { type: 'NOTICE_OPENED'; scrollY: number; historyIndex: number }
  /** Back on the list: the scroll has been restored, the pending return is used up. */
  | { type: 'NOTICE_RETURNED' }
  /** The visitor left the notice area (or asked for a fresh list): every default again. */
  | { type: 'NOTICE_CACHE_RESET' };

/** Every event of the cache, for the UI machine to route to `nextNoticeCache`. */
export const noticeCacheEventTypes = [
  'NOTICE_LIST_LOADED',
  'NOTICE_SEARCHED',
  'NOTICE_TAB_CHOSEN',
  'NOTICE_PAGE_CHOSEN',
  'NOTICE_OPENED',
  'NOTICE_RETURNED',
  'NOTICE_CACHE_RESET',
] as const satisfies readonly NoticeCacheEvent['type'][];

/** The next cache after `event` (pure, so the UI machine and the tests share it). */
export function nextNoticeCache(cache: NoticeCache, event: NoticeCacheEvent): NoticeCache {
  switch (event.type) {
    case 'NOTICE_LIST_LOADED':
      // A late answer for a tab, page or search no longer shown is dropped.
      if (
        event.tabIndex !== cache.tabIndex ||
        event.page !== cache.page ||
        event.keyword !== cache.keyword
      )
        return cache;
      return { ...cache, list: event.list };
    case 'NOTICE_SEARCHED':
      return { ...initialNoticeCache, tabIndex: cache.tabIndex, keyword: event.keyword.trim() };
    case 'NOTICE_TAB_CHOSEN':
      return { ...initialNoticeCache, tabIndex: event.tabIndex, keyword: cache.keyword };
    case 'NOTICE_PAGE_CHOSEN':
      return { ...cache, page: event.page, list: null, scrollY: 0, historyIndex: -1 };
    case 'NOTICE_OPENED':
      return { ...cache, scrollY: event.scrollY, historyIndex: event.historyIndex };
    case 'NOTICE_RETURNED':
      return { ...cache, scrollY: 0, historyIndex: -1 };
    case 'NOTICE_CACHE_RESET':
      return initialNoticeCache;
  }
}

/** Paths of the notice area: leaving them for any other resets the cache. */
export function inNoticeArea(path: string): boolean {
  return path === '/notice' || path.startsWith('/notice/');
}
