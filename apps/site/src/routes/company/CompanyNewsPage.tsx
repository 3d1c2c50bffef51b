import { useCallback, useEffect, useRef, useState } from 'react';
import { listCompanyNews, type NewsItem } from '@tonggye/api';
import {
  EmptyState,
  Heading,
  LoadMore,
  loadMoreMessagesEn,
  loadMoreMessagesKo,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { usePageTitle } from '../../app/UiStateContext';
import { CompanyPage, ContentFailure, ContentLoading, dotDate, useContentText } from './parts';
import { styles } from './styles';

export const NEWS_PAGE_SIZE = 4;
/** Load more fetches the next page (current page + 1) after 200 ms. */
export const LOAD_MORE_DELAY_MS = 200;

interface NewsState {
  items: NewsItem[];
  currentPage: number;
  totalCount: number;
}

/** `/company/company-news`: the newest news first, more with 'load more'. */
export function CompanyNewsPage() {
  const { t, language } = useContentText();
  const title = t('company.news.title');
  usePageTitle(title);
  const [news, setNews] = useState<NewsState | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const firstNew = useRef<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLElement>());
  const pending = useRef<AbortController | null>(null);

  /** Fetches a page after `delay` ms; only its answer changes state. */
  const fetchPage = useCallback((page: number, delay: number) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const wait = new Promise<void>((done) => setTimeout(done, delay));
    void wait
      .then(() =>
        listCompanyNews(apiClient, { page, size: NEWS_PAGE_SIZE }, { signal: controller.signal }),
      )
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          setNews((previous) => {
            const before = page === 1 || !previous ? [] : previous.items;
            firstNew.current = page === 1 ? null : before.length;
            return {
              items: [...before, ...answer.items],
              currentPage: answer.currentPage,
              totalCount: answer.totalCount,
            };
          });
          setBusy(false);
        },
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          setError(caught);
          setBusy(false);
        },
      );
  }, []);

  useEffect(() => {
    fetchPage(1, 0);
    return () => pending.current?.abort();
  }, [fetchPage, attempt]);

  // Focus goes to the first item that load more added, so keyboard readers continue there.
  useEffect(() => {
    if (firstNew.current === null) return;
    itemRefs.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [news]);

  const loadMore = () => {
    if (!news) return;
    setBusy(true);
    setError(null);
    fetchPage(news.currentPage + 1, LOAD_MORE_DELAY_MS);
  };
  const retry = () => {
    if (news) return loadMore();
    setBusy(true);
    setError(null);
    setAttempt((value) => value + 1);
  };

  return (
    <CompanyPage title={title}>
      <Text>{t('company.news.lead')}</Text>
      {error ? <ContentFailure error={error} onRetry={retry} /> : null}
      {busy && !news ? <ContentLoading lines={8} /> : null}
      {news && news.totalCount === 0 ? <EmptyState title={t('company.news.empty')} /> : null}
      {news && news.items.length > 0 ? (
        <ul id="company-news-list" aria-label={t('company.news.listLabel')} style={styles.list}>
          {news.items.map((item, index) => (
            <li
              key={item.id}
              ref={(element) => {
                if (element) itemRefs.current.set(index, element);
                else itemRefs.current.delete(index);
              }}
              tabIndex={-1}
              style={{
                borderBottom: `1px solid ${vars.color.border}`,
                paddingBottom: vars.space.medium,
              }}
            >
              <Stack gap="small">
                <Heading level={2}>{item.title}</Heading>
                <Text size="small" tone="muted">
                  <time dateTime={item.publishedAt}>
                    {t('company.news.published', { date: dotDate(item.publishedAt) })}
                  </time>
                </Text>
                <Text>{item.summary}</Text>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
      {news && news.totalCount > 0 ? (
        <LoadMore
          loaded={news.items.length}
          total={news.totalCount}
          loading={busy}
          onLoadMore={loadMore}
          controls="company-news-list"
          messages={language === 'en' ? loadMoreMessagesEn : loadMoreMessagesKo}
        />
      ) : null}
    </CompanyPage>
  );
}
