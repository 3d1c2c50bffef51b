import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getStoreCategories, listProducts } from '@tonggye/api';
import {
  Button,
  Container,
  Heading,
  Inline,
  SearchBox,
  searchBoxLabelsEn,
  searchBoxLabelsKo,
  Select,
  Stack,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { usePageTitle } from '../../../app/UiStateContext';
import { useLoad } from '../../my-activity/useRequest';
import { localName, useShopText } from './parts';
import { PRODUCT_PAGE_SIZE, ProductResults, SortSelect } from './ProductListPage';
import { listQueryPath, readListQuery, toRequest, type ListQuery } from './query';

const WHOLE_WON = /^\d{1,9}$/;

/**
 * `/product-search`: keyword, category and price filters, sorting and paging. Every search is a
 * new address (`?keyword=…&lCate=…&minPrice=…&maxPrice=…&sort=…&page=…`), so Back returns to
 * the previous results.
 */
export function ProductSearchPage() {
  const { t, english } = useShopText();
  usePageTitle(t('search.title'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readListQuery(search);
  const requestKey = listQueryPath('/product-search', query);
  const categories = useLoad((signal) => getStoreCategories(apiClient, { signal }), 'categories');
  const products = useLoad(
    (signal) => listProducts(apiClient, toRequest(query, PRODUCT_PAGE_SIZE), { signal }),
    requestKey,
  );
  const go = (next: Partial<ListQuery>) => {
    navigate(listQueryPath('/product-search', { ...query, page: 1, ...next }));
    window.scrollTo(0, 0);
  };

  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('search.title')}</Heading>
        {/* Keyed by the address: Back shows the box and filters of that search. */}
        <SearchForm
          key={requestKey}
          query={query}
          categories={(categories.data ?? []).map((category) => ({
            value: category.code,
            label: localName(category, english),
          }))}
          onSearch={go}
        />
        <Inline gap="large" justify="flex-end">
          <SortSelect value={query.sort} onChange={(sort) => go({ sort })} />
        </Inline>
        <ProductResults
          state={products}
          label={t('list.grid')}
          onPage={(page) => go({ page })}
          summary={(page) =>
            query.keyword
              ? t('search.results', { keyword: query.keyword, count: page.totalCount })
              : t('search.allResults', { count: page.totalCount })
          }
        />
      </Stack>
    </Container>
  );
}

function SearchForm({
  query,
  categories,
  onSearch,
}: {
  query: ListQuery;
  categories: { value: string; label: string }[];
  onSearch: (next: Partial<ListQuery>) => void;
}) {
  const { t, english } = useShopText();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [lCate, setLCate] = useState(query.lCate ?? '');
  const [minPrice, setMinPrice] = useState(query.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(query.maxPrice?.toString() ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);

  const submit = (nextKeyword = keyword) => {
    const min = minPrice.trim();
    const max = maxPrice.trim();
    if ((min !== '' && !WHOLE_WON.test(min)) || (max !== '' && !WHOLE_WON.test(max))) {
      setPriceError(t('search.priceInvalid'));
      return;
    }
    setPriceError(null);
    onSearch({
      keyword: nextKeyword.trim() || undefined,
      lCate: lCate || undefined,
      minPrice: min === '' ? undefined : Number(min),
      maxPrice: max === '' ? undefined : Number(max),
    });
  };
  const onFilters = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Stack gap="medium">
      <SearchBox
        label={t('search.label')}
        value={keyword}
        onChange={setKeyword}
        onSubmit={(value) => submit(value)}
        placeholder={t('search.placeholder')}
        name="keyword"
        labels={english ? searchBoxLabelsEn : searchBoxLabelsKo}
      />
      <form onSubmit={onFilters} aria-label={t('list.filters')}>
        <Inline gap="medium" align="flex-end">
          <div style={{ minWidth: '10rem' }}>
            <Select
              label={t('search.category')}
              value={lCate}
              options={[{ value: '', label: t('search.anyCategory') }, ...categories]}
              onChange={setLCate}
            />
          </div>
          <TextField
            label={t('search.minPrice')}
            inputMode="numeric"
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
            error={priceError}
            size={10}
          />
          <TextField
            label={t('search.maxPrice')}
            inputMode="numeric"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
            size={10}
          />
          <Button type="submit" variant="secondary">
            {t('search.apply')}
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              onSearch({
                keyword: undefined,
                lCate: undefined,
                minPrice: undefined,
                maxPrice: undefined,
                sort: 'newest',
              })
            }
          >
            {t('search.reset')}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
