import { useEffect, useState } from 'react';
import {
  listMyRestockRequests,
  listRecentViews,
  listWishes,
  toggleWish,
  type ProductCardData,
} from '@tonggye/api';
import { Button, EmptyState, Heading, Stack, Text, vars } from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { useWishMemory } from '../../../app/wishMemory';
import { apiClient } from '../../../app/apiClient';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { ActionFailure, formatDate, ListSkeleton, LoadFailure } from '../../service-centre/parts';
import { localName, ProductGrid, productHref, useShopText } from './parts';

/** The my-activity sections of the catalogue, by sub-path. */
export function CatalogueActivitySection({ path }: { path: string }) {
  if (path === 'favourite-items') return <WishesSection />;
  if (path === 'recently-product-view') return <RecentSection />;
  return <RestockSection />;
}

/** `/my-activity/favourite-items`: the member's wishes, each removable. */
function WishesSection() {
  const { t, english } = useShopText();
  const wishes = useLoad((signal) => listWishes(apiClient, { signal }), 'wishes');
  // The list kept in the `userWishes` slice, so product pages show their heart at once.
  const wishMemory = useWishMemory();
  const { remember } = wishMemory;
  const listed = wishes.loading ? null : wishes.data;
  useEffect(() => {
    if (listed) remember(listed.map((item) => item.id));
  }, [listed, remember]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const unwish = useAction(async (id: string) => {
    const wished = await toggleWish(apiClient, id);
    wishMemory.set(id, wished);
    setRemoved((previous) => new Set([...previous, id]));
  });
  const items = (wishes.data ?? []).filter((item) => !removed.has(item.id));
  return (
    <Stack gap="large">
      <Heading level={1}>{t('activity.wishesTitle')}</Heading>
      {wishes.error ? <LoadFailure error={wishes.error} onRetry={wishes.reload} /> : null}
      {wishes.loading && !wishes.data ? <ListSkeleton rows={4} /> : null}
      <ActionFailure title={t('detail.actionFailed')} error={unwish.error} />
      {wishes.data && items.length === 0 ? <EmptyState title={t('activity.wishesEmpty')} /> : null}
      {items.length > 0 ? (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: vars.space.medium,
          }}
        >
          {items.map((item) => (
            <WishRow
              key={item.id}
              item={item}
              english={english}
              busy={unwish.busy}
              onRemove={() => void unwish.run(item.id)}
            />
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

function WishRow({
  item,
  english,
  busy,
  onRemove,
}: {
  item: ProductCardData;
  english: boolean;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t, won } = useShopText();
  const name = localName(item, english);
  return (
    <li
      style={{
        display: 'flex',
        gap: vars.space.medium,
        justifyContent: 'space-between',
        alignItems: 'center',
        borderBottom: `1px solid ${vars.color.border}`,
        paddingBottom: vars.space.medium,
      }}
    >
      <Stack gap="xsmall">
        <AppLink href={productHref(item)}>{name}</AppLink>
        <Text size="small" tone="muted">
          {t('common.priceFrom', { price: won(item.listPrice) })}
        </Text>
      </Stack>
      <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
        {t('activity.unwish')}
      </Button>
    </li>
  );
}

/** `/my-activity/recently-product-view`: the latest products the member opened. */
function RecentSection() {
  const { t } = useShopText();
  const recent = useLoad((signal) => listRecentViews(apiClient, { signal }), 'recent');
  return (
    <Stack gap="large">
      <Heading level={1}>{t('activity.recentTitle')}</Heading>
      {recent.error ? <LoadFailure error={recent.error} onRetry={recent.reload} /> : null}
      {recent.loading && !recent.data ? <ListSkeleton rows={4} /> : null}
      {recent.data && recent.data.length === 0 ? (
        <EmptyState title={t('activity.recentEmpty')} />
      ) : null}
      {recent.data && recent.data.length > 0 ? (
        <ProductGrid items={recent.data} label={t('activity.recentTitle')} />
      ) : null}
    </Stack>
  );
}

/** `/my-activity/request-stocking-notification`: the member's restock requests and their state. */
function RestockSection() {
  const { t } = useShopText();
  const requests = useLoad((signal) => listMyRestockRequests(apiClient, { signal }), 'restock');
  return (
    <Stack gap="large">
      <Heading level={1}>{t('activity.restockTitle')}</Heading>
      {requests.error ? <LoadFailure error={requests.error} onRetry={requests.reload} /> : null}
      {requests.loading && !requests.data ? <ListSkeleton rows={4} /> : null}
      {requests.data && requests.data.length === 0 ? (
        <EmptyState title={t('activity.restockEmpty')} />
      ) : null}
      {requests.data && requests.data.length > 0 ? (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: vars.space.medium,
          }}
        >
          {requests.data.map((request) => (
            <li
              key={request.optionId}
              style={{
                borderBottom: `1px solid ${vars.color.border}`,
                paddingBottom: vars.space.medium,
              }}
            >
              <Stack gap="xsmall">
                <AppLink href={`/product-detail/${encodeURIComponent(request.productId)}`}>
                  {request.productName}
                </AppLink>
                <Text size="small" tone="muted">
                  {t('cart.option', { option: request.optionName })} ·{' '}
                  {t('activity.requestedAt', { date: formatDate(request.requestedAt) })} ·{' '}
                  {request.notifiedAt
                    ? t('activity.notified', { date: formatDate(request.notifiedAt) })
                    : t('activity.waiting')}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
