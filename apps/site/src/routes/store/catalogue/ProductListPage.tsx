import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import {
  FILTER_TODAY_SHIPPING,
  PRODUCT_SORTS,
  getStoreCategories,
  isApiError,
  listProducts,
  type ProductPage,
  type StoreCategory,
} from '@tonggye/api';
import {
  Checkbox,
  Container,
  EmptyState,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { apiClient } from '../../../app/apiClient';
import { usePageTitle } from '../../../app/UiStateContext';
import { useLoad } from '../../my-activity/useRequest';
import { ListSkeleton, LoadFailure, Pages } from '../../service-centre/parts';
import { localName, ProductGrid, useShopText } from './parts';
import {
  EXCLUSIVE_CATEGORY,
  listQueryPath,
  listTitle,
  readListQuery,
  toRequest,
  type ListQuery,
} from './query';

export const PRODUCT_PAGE_SIZE = 12;

/**
 * `/products?lCate=01`: a category's products with the today-shipping filter (the preset
 * `lCate=01&filterOther=2`), sorting and paging, all in the address; the exclusive category
 * `lCate=16` is titled as its own preset.
 */
export function ProductListPage() {
  const { t, english } = useShopText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readListQuery(search);
  const categories = useLoad((signal) => getStoreCategories(apiClient, { signal }), 'categories');
  const requestKey = listQueryPath('/products', query);
  const products = useLoad(
    (signal) => listProducts(apiClient, toRequest(query, PRODUCT_PAGE_SIZE), { signal }),
    requestKey,
  );
  const page = products.loading ? null : products.data;
  const category =
    page?.category ?? categories.data?.find((entry) => entry.code === query.lCate) ?? null;
  const title = listTitle(query, category, t, english);
  usePageTitle(title);
  const go = (next: Partial<ListQuery>) => {
    navigate(listQueryPath('/products', { ...query, page: 1, ...next }));
    window.scrollTo(0, 0);
  };

  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{title}</Heading>
        <CategoryNav categories={categories.data ?? []} current={query.lCate} />
        <Inline gap="large" justify="space-between" align="flex-end">
          {query.lCate !== undefined && query.lCate !== EXCLUSIVE_CATEGORY ? (
            <Checkbox
              label={t('list.todayOnly')}
              checked={query.filterOther === FILTER_TODAY_SHIPPING}
              onCheckedChange={(checked) =>
                go({ filterOther: checked ? FILTER_TODAY_SHIPPING : undefined })
              }
            />
          ) : (
            <span />
          )}
          <SortSelect value={query.sort} onChange={(sort) => go({ sort })} />
        </Inline>
        <ProductResults
          state={products}
          label={t('list.grid')}
          onPage={(next) => go({ page: next })}
        />
      </Stack>
    </Container>
  );
}

export function SortSelect({
  value,
  onChange,
}: {
  value: ListQuery['sort'];
  onChange: (value: ListQuery['sort']) => void;
}) {
  const { t } = useShopText();
  return (
    <div style={{ minWidth: '12rem' }}>
      <Select
        label={t('sort.label')}
        value={value}
        options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        onChange={(next) => onChange(PRODUCT_SORTS.find((sort) => sort === next) ?? 'newest')}
      />
    </div>
  );
}

/** The loaded page of products: failure, skeleton, empty state or the grid with paging. */
export function ProductResults({
  state,
  label,
  onPage,
  summary,
}: {
  state: { data: ProductPage | null; loading: boolean; error: unknown; reload: () => void };
  label: string;
  onPage: (page: number) => void;
  summary?: (page: ProductPage) => string;
}) {
  const { t, english } = useShopText();
  // An unknown category or collection: the server's words, and a way to every product.
  if (isApiError(state.error) && state.error.status === 404)
    return (
      <EmptyState
        title={english ? state.error.messageEn : state.error.message}
        action={<AppLink href="/products">{t('detail.toList')}</AppLink>}
      />
    );
  if (state.error) return <LoadFailure error={state.error} onRetry={state.reload} />;
  if (state.loading || state.data === null) return <ListSkeleton rows={6} />;
  const page = state.data;
  return (
    <Stack gap="large">
      <Text tone="muted" size="small">
        <span role="status">
          {summary ? summary(page) : t('common.count', { count: page.totalCount })}
        </span>
      </Text>
      {page.items.length === 0 ? (
        <EmptyState title={t('common.empty')} description={t('common.emptyText')} />
      ) : (
        <ProductGrid items={page.items} label={label} />
      )}
      <Pages
        page={page.currentPage}
        pageCount={page.totalPage}
        onPageChange={onPage}
        label={t('common.pages')}
      />
    </Stack>
  );
}

/** Links to every category, the current one marked. */
function CategoryNav({
  categories,
  current,
}: {
  categories: readonly StoreCategory[];
  current: string | undefined;
}) {
  const { t, english } = useShopText();
  if (categories.length === 0) return null;
  const entries = [
    { href: '/products', label: t('list.all'), current: current === undefined },
    ...categories.map((category) => ({
      href: `/products?lCate=${category.code}`,
      label: localName(category, english),
      current: current === category.code,
    })),
  ];
  return (
    <nav aria-label={t('list.categories')}>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: vars.space.small,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {entries.map((entry) => (
          <li key={entry.href}>
            <RouterLink
              href={entry.href}
              aria-current={entry.current ? 'page' : undefined}
              style={{
                display: 'inline-block',
                padding: `${vars.space.xsmall} ${vars.space.medium}`,
                borderRadius: vars.radius.full,
                border: `1px solid ${entry.current ? vars.color.brandText : vars.color.border}`,
                color: entry.current ? vars.color.brandText : vars.color.text,
                fontWeight: entry.current ? vars.fontWeight.semibold : undefined,
                textDecoration: 'none',
              }}
            >
              {entry.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
