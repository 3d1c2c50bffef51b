import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { NoticeListItem, ServicePage } from '@tonggye/api';
import { inNoticeArea, initialNoticeCache, nextNoticeCache } from './noticeCache';
import { uiMachine } from './uiState';

function rows(page: number, ids: string[]): ServicePage<NoticeListItem> {
  return {
    items: ids.map((id) => ({
      id,
      categoryId: 'update',
      categoryName: '업데이트',
      categoryNameEn: 'Updates',
      title: `공지 ${id}`,
      pinned: false,
      viewCount: 0,
      commentCount: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
    })),
    totalCount: 12,
    totalPage: 2,
    currentPage: page,
    pageSize: 10,
  };
}

function notices(actor: { getSnapshot(): { context: { notices: typeof initialNoticeCache } } }) {
  return actor.getSnapshot().context.notices;
}

describe('the notice list cache in the UI state', () => {
  it('starts at page 1, tab 0, history -1, scroll 0 and no rows', () => {
    const actor = createActor(uiMachine).start();
    expect(notices(actor)).toEqual({
      tabIndex: 0,
      page: 1,
      list: null,
      scrollY: 0,
      historyIndex: -1,
      keyword: '',
    });
  });

  it('keeps tab, page, rows, scroll and history index while a notice is read, then restores them', () => {
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 2 });
    actor.send({ type: 'NOTICE_PAGE_CHOSEN', page: 2 });
    const second = rows(2, ['n11', 'n12']);
    actor.send({ type: 'NOTICE_LIST_LOADED', tabIndex: 2, page: 2, keyword: '', list: second });
    actor.send({ type: 'NOTICE_OPENED', scrollY: 640, historyIndex: 7 });
    // Other UI state changing meanwhile leaves the cache alone.
    actor.send({ type: 'SET_TITLE', title: '공지사항' });
    expect(notices(actor)).toEqual({
      tabIndex: 2,
      page: 2,
      list: second,
      scrollY: 640,
      historyIndex: 7,
      keyword: '',
    });
    // Back on the list: the scroll was restored, the pending return is used up; the rest stays.
    actor.send({ type: 'NOTICE_RETURNED' });
    expect(notices(actor)).toEqual({
      tabIndex: 2,
      page: 2,
      list: second,
      scrollY: 0,
      historyIndex: -1,
      keyword: '',
    });
  });

  it('resets page, rows and scroll when another tab is chosen, and rows and scroll on another page', () => {
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 1 });
    actor.send({ type: 'NOTICE_PAGE_CHOSEN', page: 3 });
    actor.send({
      type: 'NOTICE_LIST_LOADED',
      tabIndex: 1,
      page: 3,
      keyword: '',
      list: rows(3, ['a']),
    });
    actor.send({ type: 'NOTICE_OPENED', scrollY: 300, historyIndex: 4 });
    actor.send({ type: 'NOTICE_PAGE_CHOSEN', page: 2 });
    expect(notices(actor)).toEqual({
      tabIndex: 1,
      page: 2,
      list: null,
      scrollY: 0,
      historyIndex: -1,
      keyword: '',
    });
    actor.send({
      type: 'NOTICE_LIST_LOADED',
      tabIndex: 1,
      page: 2,
      keyword: '',
      list: rows(2, ['b']),
    });
    actor.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 0 });
    expect(notices(actor)).toEqual({ ...initialNoticeCache, tabIndex: 0 });
  });

  it('drops rows that arrive for a tab or page no longer shown', () => {
    const cache = nextNoticeCache(initialNoticeCache, { type: 'NOTICE_TAB_CHOSEN', tabIndex: 1 });
    const late = nextNoticeCache(cache, {
      type: 'NOTICE_LIST_LOADED',
      tabIndex: 0,
      page: 1,
      keyword: '',
      list: rows(1, ['old']),
    });
    expect(late).toBe(cache);
  });

  it('searches the tab shown from its first page, keeps the words across tabs and a notice read', () => {
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 1 });
    actor.send({ type: 'NOTICE_PAGE_CHOSEN', page: 2 });
    actor.send({ type: 'NOTICE_SEARCHED', keyword: '점검' });
    expect(notices(actor)).toEqual({ ...initialNoticeCache, tabIndex: 1, keyword: '점검' });
    // Rows of the words searched before are dropped; those of the words shown are kept.
    actor.send({
      type: 'NOTICE_LIST_LOADED',
      tabIndex: 1,
      page: 1,
      keyword: '',
      list: rows(1, ['x']),
    });
    expect(notices(actor).list).toBeNull();
    const found = rows(1, ['n3']);
    actor.send({ type: 'NOTICE_LIST_LOADED', tabIndex: 1, page: 1, keyword: '점검', list: found });
    actor.send({ type: 'NOTICE_OPENED', scrollY: 120, historyIndex: 5 });
    actor.send({ type: 'NOTICE_RETURNED' });
    expect(notices(actor)).toMatchObject({ keyword: '점검', list: found, tabIndex: 1 });
    actor.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 0 });
    expect(notices(actor)).toEqual({ ...initialNoticeCache, tabIndex: 0, keyword: '점검' });
    // Clearing the words is a search for none.
    actor.send({ type: 'NOTICE_SEARCHED', keyword: '' });
    expect(notices(actor)).toEqual(initialNoticeCache);
  });

  it('goes back to every default when the visitor leaves the notice area', () => {
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 2 });
    actor.send({ type: 'NOTICE_PAGE_CHOSEN', page: 2 });
    actor.send({ type: 'NOTICE_OPENED', scrollY: 900, historyIndex: 3 });
    actor.send({ type: 'NOTICE_CACHE_RESET' });
    expect(notices(actor)).toEqual(initialNoticeCache);
  });

  it('tells the notice area from the rest of the site', () => {
    expect(inNoticeArea('/notice')).toBe(true);
    expect(inNoticeArea('/notice/seed-notice-01')).toBe(true);
    expect(inNoticeArea('/notices')).toBe(false);
    expect(inNoticeArea('/faq')).toBe(false);
    expect(inNoticeArea('/')).toBe(false);
  });
});
