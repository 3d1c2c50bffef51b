import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'wouter';
import {
  ALL_CATEGORIES,
  getNoticeCategories,
  listNotices,
  type NoticeListItem,
  type ServicePage,
} from '@tonggye/api';
import {
  Heading,
  PostList,
  postListMessagesEn,
  postListMessagesKo,
  SearchBox,
  searchBoxLabelsEn,
  searchBoxLabelsKo,
  Stack,
  Tabs,
  Text,
  type RenderLinkProps,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { usePageTitle, useUi, useUiActor } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import {
  categoryLabel,
  CentrePage,
  ListSkeleton,
  LoadFailure,
  Pages,
  useCentreText,
} from './parts';
import { useNoticeAreaExit } from './useNoticeArea';

export const NOTICE_PAGE_SIZE = 10;

/**
 * `/notice`: notices by category with paging. Tab, page, rows and scroll live in the UI state's
 * notice cache, so coming back from a notice (Back or its back link) shows the same place.
 */
export function NoticeListPage() {
  const { t, english } = useCentreText();
  usePageTitle(t('notice.title'));
  useNoticeAreaExit();
  const ui = useUiActor();
  const cache = useUi((context) => context.notices);
  const categories = useLoad((signal) => getNoticeCategories(apiClient, { signal }), 'notice');
  const tabs = [
    { id: ALL_CATEGORIES, label: t('common.all') },
    ...(categories.data ?? []).map((category) => ({
      id: category.id,
      label: categoryLabel(category, english),
    })),
  ];
  const tab = tabs[cache.tabIndex];
  const [attempt, setAttempt] = useState(0);

  // The search box's text; the words searched are the cache's (kept while a notice is read).
  const [query, setQuery] = useState(cache.keyword);

  // Rows for the tab, page and search shown, unless the cache holds them already.
  const { tabIndex, page, keyword } = cache;
  const category = cache.list === null ? tab?.id : undefined;
  const requestKey = category === undefined ? null : `${category}:${page}:${keyword}:${attempt}`;
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const failed = failure !== null && failure.key === requestKey ? failure.error : null;
  useEffect(() => {
    if (category === undefined || requestKey === null) return;
    const controller = new AbortController();
    listNotices(
      apiClient,
      { category, page, size: NOTICE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      { signal: controller.signal },
    ).then(
      (list) => ui.send({ type: 'NOTICE_LIST_LOADED', tabIndex, page, keyword, list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ key: requestKey, error });
      },
    );
    return () => controller.abort();
  }, [category, requestKey, tabIndex, page, keyword, ui]);

  // The rows shown. The list arrives through the UI machine (an external store, whose changes
  // React renders at once, in one task): deferred, a new list is rendered in a transition, in
  // short slices, while the previous rows (or the skeleton) stay. A list already in the cache
  // when the page opens (back from a notice) is shown in the first render.
  const current = useMemo(
    () => (cache.list === null ? null : { list: cache.list, page: cache.page }),
    [cache.list, cache.page],
  );
  const shown = useDeferredValue(current);

  // Back from a notice: the scroll position comes back once, then the return is used up.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || cache.historyIndex === -1 || shown === null) return;
    restored.current = true;
    const y = cache.scrollY;
    window.scrollTo(0, y);
    // After the router's scroll-to-top and the browser's own restoration have run, and until
    // the page below has grown tall enough to scroll that far (its other parts may still be
    // rendering): a frame at a time, for at most about a second.
    let frame = 0;
    const restore = (left: number) => {
      window.scrollTo(0, y);
      if (Math.round(window.scrollY) === y || left === 0) {
        ui.send({ type: 'NOTICE_RETURNED' });
        return;
      }
      frame = requestAnimationFrame(() => restore(left - 1));
    };
    frame = requestAnimationFrame(() => restore(60));
    return () => cancelAnimationFrame(frame);
  }, [cache.historyIndex, shown, cache.scrollY, ui]);

  const chooseTab = (value: string) => {
    const index = Number(value);
    if (index === cache.tabIndex) return;
    ui.send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: index });
    window.scrollTo(0, 0);
  };
  const choosePage = (page: number) => {
    ui.send({ type: 'NOTICE_PAGE_CHOSEN', page });
    window.scrollTo(0, 0);
  };
  const search = (words: string) => {
    if (words.trim() === cache.keyword) return;
    ui.send({ type: 'NOTICE_SEARCHED', keyword: words });
  };

  return (
    <CentrePage>
      <Heading level={1}>{t('notice.title')}</Heading>
      <Text>{t('notice.lead')}</Text>
      <SearchBox
        label={t('notice.search')}
        placeholder={t('notice.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        onSubmit={search}
        onClear={() => search('')}
        labels={english ? searchBoxLabelsEn : searchBoxLabelsKo}
      />
      {categories.error ? (
        <LoadFailure error={categories.error} onRetry={categories.reload} />
      ) : null}
      {tab === undefined && categories.loading ? <ListSkeleton rows={1} /> : null}
      <Tabs.Root value={String(cache.tabIndex)} onValueChange={chooseTab}>
        <Tabs.List aria-label={t('notice.tabs')}>
          {tabs.map((entry, index) => (
            <Tabs.Trigger key={entry.id} value={String(index)}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((entry, index) => (
          <Tabs.Content key={entry.id} value={String(index)}>
            {index === cache.tabIndex ? (
              <Stack gap="medium">
                {failed ? (
                  <LoadFailure error={failed} onRetry={() => setAttempt((n) => n + 1)} />
                ) : null}
                {shown === null && !failed ? <ListSkeleton rows={NOTICE_PAGE_SIZE} /> : null}
                {shown && keyword ? (
                  <div role="status">
                    <Text>{t('notice.results', { keyword, count: shown.list.totalCount })}</Text>
                  </div>
                ) : null}
                {shown ? (
                  <NoticeRows
                    list={shown.list}
                    page={shown.page}
                    keyword={keyword}
                    onOpen={() =>
                      ui.send({
                        type: 'NOTICE_OPENED',
                        scrollY: window.scrollY,
                        historyIndex: window.history.length,
                      })
                    }
                  />
                ) : null}
                {cache.list ? (
                  <Pages
                    page={cache.page}
                    pageCount={cache.list.totalPage}
                    onPageChange={choosePage}
                    label={t('common.pages')}
                  />
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </CentrePage>
  );
}

function NoticeRows({
  list,
  page,
  keyword,
  onOpen,
}: {
  list: ServicePage<NoticeListItem>;
  page: number;
  /** The words searched ('' for none): an empty result then says what found nothing. */
  keyword: string;
  onOpen: () => void;
}) {
  const { t, english } = useCentreText();
  const first = list.totalCount - (page - 1) * NOTICE_PAGE_SIZE;
  const renderLink = ({ href, children, ...rest }: RenderLinkProps): ReactNode => (
    <RouterLink href={href} onClick={onOpen} {...rest}>
      {children}
    </RouterLink>
  );
  return (
    <PostList
      label={t('notice.list')}
      renderLink={renderLink}
      messages={{
        ...(english ? postListMessagesEn : postListMessagesKo),
        ...(keyword ? { empty: t('notice.noResults', { keyword }) } : {}),
      }}
      posts={list.items.map((item, index) => ({
        id: item.id,
        number: first - index,
        title: item.title,
        href: `/notice/${encodeURIComponent(item.id)}`,
        author: t('notice.author'),
        createdAt: item.createdAt,
        views: item.viewCount,
        replyCount: item.commentCount,
        notice: item.pinned,
      }))}
    />
  );
}
