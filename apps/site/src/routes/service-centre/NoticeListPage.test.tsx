import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '@tonggye/analysis-forms';
import type * as Api from '@tonggye/api';
import { createSiteI18n } from '../../i18n';
import { UiStateProvider } from '../../app/UiStateContext';
import { NoticeListPage } from './NoticeListPage';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

const calls = vi.hoisted(() => [] as { category: string; page: number; keyword?: string }[]);

// The notice calls answered here: every notice for no words, one for '점검', none for others.
vi.mock('@tonggye/api', async (original) => {
  const api = await original<typeof Api>();
  const item = (id: string, title: string) => ({
    id,
    categoryId: 'service',
    categoryName: '서비스 안내',
    categoryNameEn: 'Service',
    title,
    pinned: false,
    viewCount: 0,
    commentCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  const all = [item('n1', '서비스 점검 안내'), item('n2', '새 기능 안내')];
  return {
    ...api,
    getNoticeCategories: vi.fn(async () => []),
    listNotices: vi.fn(
      async (_client: unknown, request: { category: string; page: number; keyword?: string }) => {
        calls.push(request);
        const items = request.keyword
          ? all.filter((notice) => notice.title.includes(request.keyword!))
          : all;
        return { items, totalCount: items.length, totalPage: 1, currentPage: 1, pageSize: 10 };
      },
    ),
  };
});

describe('NoticeListPage', () => {
  it('searches the notices with the words typed, and shows every notice again when cleared', async () => {
    const user = userEvent.setup();
    window.scrollTo = () => undefined;
    const memory = memoryLocation({ path: '/notice' });
    render(
      <I18nProvider i18n={createSiteI18n('ko')}>
        <Router hook={memory.hook}>
          <UiStateProvider>
            <NoticeListPage />
          </UiStateProvider>
        </Router>
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('link', { name: /새 기능 안내/ }, { timeout: 5_000 }),
    ).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: '공지사항 검색' });
    await user.type(box, '점검{Enter}');
    expect(await screen.findByText("'점검' 검색 결과 1건", {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /서비스 점검 안내/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /새 기능 안내/ })).toBeNull();
    expect(calls.at(-1)).toMatchObject({ category: 'all', page: 1, keyword: '점검' });

    await user.clear(box);
    await user.type(box, '요금{Enter}');
    expect(
      await screen.findByText("'요금'에 맞는 공지가 없습니다.", {}, { timeout: 5_000 }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /지우기/ }));
    expect(
      await screen.findByRole('link', { name: /새 기능 안내/ }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(calls.at(-1)?.keyword).toBeUndefined();
  });
});
