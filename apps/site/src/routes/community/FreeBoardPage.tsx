import { useState } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { useLocation, useSearch } from 'wouter';
import { COMMUNITY_SEARCH_TYPES, listCommunityPosts, type CommunitySearchType } from '@tonggye/api';
import {
  Box,
  Container,
  Heading,
  Inline,
  Pagination,
  PostList,
  SearchBox,
  Select,
  Stack,
  Text,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import { boardQueryPath, readBoardQuery, type BoardQuery } from './boardQuery';
import {
  BOARD_PATH,
  ListSkeleton,
  LoadFailure,
  renderRouterLink,
  toPostListItems,
  useKitMessages,
  writePath,
} from './parts';

export const BOARD_PAGE_SIZE = 10;

/**
 * `/qaiclink/free-board`: the posts, newest first, with search and paging. Page and query live
 * in the URL, so back, forward and reload keep them.
 */
export function FreeBoardPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readBoardQuery(search);
  usePageTitle(t('community.list.title'));
  const list = useLoad(
    (signal) =>
      listCommunityPosts(
        apiClient,
        {
          page: query.page,
          size: BOARD_PAGE_SIZE,
          keyword: query.keyword,
          searchType: query.searchType,
        },
        { signal },
      ),
    boardQueryPath(query),
  );
  const go = (next: BoardQuery) => navigate(boardQueryPath(next));
  const data = list.data;
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{t('community.list.title')}</Heading>
          <Text>{t('community.list.lead')}</Text>
        </Stack>
        <BoardSearch
          query={query}
          onSearch={(keyword, searchType) => go({ page: 1, keyword, searchType })}
        />
        <Inline gap="medium" align="center">
          {data ? (
            <Text size="small" tone="muted" as="span">
              <span role="status">
                {query.keyword !== ''
                  ? t('community.list.results', { keyword: query.keyword, count: data.totalCount })
                  : t('community.list.total', { count: data.totalCount })}
              </span>
            </Text>
          ) : null}
          {query.keyword !== '' ? (
            <AppLink href={BOARD_PATH}>{t('community.list.clearSearch')}</AppLink>
          ) : null}
          <AppLink href={writePath()}>{t('community.list.write')}</AppLink>
        </Inline>
        {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
        {list.loading && !data ? <ListSkeleton rows={BOARD_PAGE_SIZE} /> : null}
        {data ? (
          <div aria-busy={list.loading || undefined}>
            <PostList
              posts={toPostListItems(
                data.items,
                data.totalCount - (data.currentPage - 1) * data.pageSize,
              )}
              label={t('community.list.label')}
              renderLink={renderRouterLink}
              messages={{
                ...kit.postList,
                ...(query.keyword !== '' ? { empty: t('community.list.noResults') } : {}),
              }}
              emptyAction={<AppLink href={writePath()}>{t('community.list.write')}</AppLink>}
            />
          </div>
        ) : null}
        {data && data.totalPage > 1 ? (
          <Pagination
            page={query.page}
            pageCount={data.totalPage}
            onPageChange={(page) => go({ ...query, page })}
            messages={{ ...kit.pagination, label: t('community.list.pages') }}
          />
        ) : null}
      </Stack>
    </Container>
  );
}

/** The search type and the search box; the search runs on Enter or the search button. */
function BoardSearch({
  query,
  onSearch,
}: {
  query: BoardQuery;
  onSearch: (keyword: string, searchType: CommunitySearchType) => void;
}) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [draft, setDraft] = useState(query.keyword);
  const [draftType, setDraftType] = useState<CommunitySearchType>(query.searchType);
  // Back and forward change the URL under the form: put the form back as the URL has it.
  const queryKey = `${query.keyword}|${query.searchType}`;
  const [shownKey, setShownKey] = useState(queryKey);
  if (shownKey !== queryKey) {
    setShownKey(queryKey);
    setDraft(query.keyword);
    setDraftType(query.searchType);
  }
  return (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap="medium"
      alignItems={{ mobile: 'stretch', tablet: 'flex-end' }}
    >
      <Select
        label={t('community.list.searchType')}
        name="searchType"
        value={draftType}
        onChange={(value) =>
          setDraftType(COMMUNITY_SEARCH_TYPES.find((type) => type === value) ?? 'titleContent')
        }
        options={COMMUNITY_SEARCH_TYPES.map((type) => ({
          value: type,
          label: t(`community.list.searchTypes.${type}`),
        }))}
      />
      <Box style={{ flex: '1 1 0', minWidth: 0 }}>
        <SearchBox
          label={t('community.list.search')}
          placeholder={t('community.list.searchPlaceholder')}
          name="keyword"
          value={draft}
          onChange={setDraft}
          onSubmit={(keyword) => onSearch(keyword, draftType)}
          onClear={() => {
            if (query.keyword !== '') onSearch('', draftType);
          }}
          labels={kit.search}
        />
      </Box>
    </Box>
  );
}
