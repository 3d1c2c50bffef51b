import { useState } from 'react';
import {
  ALL_CATEGORIES,
  getFaqCategories,
  listFaq,
  searchFaq,
  type FaqItem,
  type ServicePage,
} from '@tonggye/api';
import {
  Accordion,
  Button,
  EmptyState,
  Heading,
  SearchBox,
  searchBoxLabelsEn,
  searchBoxLabelsKo,
  Stack,
  Tabs,
  RichText,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import {
  categoryLabel,
  CentrePage,
  ListSkeleton,
  LoadFailure,
  Pages,
  useCentreText,
} from './parts';

const FAQ_PAGE_SIZE = 10;

/** `/faq`: questions by category (tabs), a search over questions and answers, answers folded. */
export function FaqPage() {
  const { t, english } = useCentreText();
  usePageTitle(t('faq.title'));
  const categories = useLoad((signal) => getFaqCategories(apiClient, { signal }), 'faq');
  const [tab, setTab] = useState<string>(ALL_CATEGORIES);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const list = useLoad<ServicePage<FaqItem>>(
    (signal) =>
      keyword !== null
        ? searchFaq(apiClient, { keyword, page, size: FAQ_PAGE_SIZE }, { signal })
        : listFaq(apiClient, { category: tab, page, size: FAQ_PAGE_SIZE }, { signal }),
    keyword !== null ? `search:${keyword}:${page}` : `${tab}:${page}`,
  );
  const tabs = [
    { id: ALL_CATEGORIES, label: t('common.all') },
    ...(categories.data ?? []).map((category) => ({
      id: category.id,
      label: categoryLabel(category, english),
    })),
  ];
  const search = (value: string) => {
    setPage(1);
    setKeyword(value === '' ? null : value);
  };
  const clearSearch = () => {
    setQuery('');
    setKeyword(null);
    setPage(1);
  };

  const results = (
    <Stack gap="medium">
      {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.error ? <ListSkeleton rows={FAQ_PAGE_SIZE} /> : null}
      {!list.loading && list.data ? (
        <FaqList items={list.data.items} searching={keyword !== null} />
      ) : null}
      {!list.loading && list.data ? (
        <Pages
          page={page}
          pageCount={list.data.totalPage}
          onPageChange={setPage}
          label={t('common.pages')}
        />
      ) : null}
    </Stack>
  );

  return (
    <CentrePage>
      <Heading level={1}>{t('faq.title')}</Heading>
      <SearchBox
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        onSubmit={search}
        onClear={clearSearch}
        labels={english ? searchBoxLabelsEn : searchBoxLabelsKo}
      />
      {categories.error ? (
        <LoadFailure error={categories.error} onRetry={categories.reload} />
      ) : null}
      {keyword !== null ? (
        <Stack gap="medium">
          <Heading level={2}>
            {t('faq.results', { keyword, count: list.loading ? 0 : (list.data?.totalCount ?? 0) })}
          </Heading>
          <div>
            <Button variant="secondary" size="sm" onClick={clearSearch}>
              {t('faq.clearSearch')}
            </Button>
          </div>
          {results}
        </Stack>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            setTab(value);
            setPage(1);
          }}
        >
          <Tabs.List aria-label={t('faq.tabs')}>
            {tabs.map((entry) => (
              <Tabs.Trigger key={entry.id} value={entry.id}>
                {entry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((entry) => (
            <Tabs.Content key={entry.id} value={entry.id}>
              {entry.id === tab ? results : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </CentrePage>
  );
}

function FaqList({ items, searching }: { items: FaqItem[]; searching: boolean }) {
  const { t } = useCentreText();
  if (items.length === 0)
    return searching ? (
      <EmptyState
        title={t('faq.noResults')}
        description={t('faq.noResultsText')}
        action={<AppLink href="/qna">{t('hub.qnaLink')}</AppLink>}
      />
    ) : (
      <EmptyState title={t('faq.empty')} />
    );
  return (
    <section aria-label={t('faq.list')}>
      <Accordion.Root type="single" collapsible>
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Trigger level={searching ? 3 : 2}>{item.question}</Accordion.Trigger>
            <Accordion.Content>
              <RichText html={item.answerHtml} size="small" />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
