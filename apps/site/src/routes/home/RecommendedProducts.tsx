import { useState } from 'react';
import { listRecommendedProducts } from '@tonggye/api';
import { EmptyState, Heading, Stack, vars } from '@tonggye/ui';
import { AppLink } from '../../app/AppLink';
import { apiClient } from '../../app/apiClient';
import { useLoad } from '../my-activity/useRequest';
import { ListSkeleton, LoadFailure, Pages } from '../service-centre/parts';
import { ProductGrid, useShopText } from '../store/catalogue/parts';

const PAGE_SIZE = 4;

/** The store's recommended products on the main page (`/shop/recommended`), paged from 1. */
export function RecommendedProducts() {
  const { t } = useShopText();
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) => listRecommendedProducts(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `recommended-products:${page}`,
  );
  const data = list.data;
  return (
    <section
      aria-labelledby="home-recommended-products"
      style={{ display: 'grid', gap: vars.space.medium }}
    >
      <Heading level={2} id="home-recommended-products">
        {t('recommended.title')}
      </Heading>
      {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !data ? <ListSkeleton rows={4} /> : null}
      {data && data.totalCount === 0 ? <EmptyState title={t('recommended.empty')} /> : null}
      {data && data.items.length > 0 ? (
        <Stack gap="medium">
          <ProductGrid items={data.items} label={t('recommended.title')} headingLevel={3} />
          <Pages
            page={data.currentPage}
            pageCount={data.totalPage}
            onPageChange={setPage}
            label={t('recommended.pages')}
          />
        </Stack>
      ) : null}
      <div>
        <AppLink href="/products">{t('recommended.more')}</AppLink>
      </div>
    </section>
  );
}
