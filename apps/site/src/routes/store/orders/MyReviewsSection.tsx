import { useState } from 'react';
import { listMyReviews } from '@tonggye/api';
import { Badge, EmptyState, Heading, Stack, Text, vars } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { ListSkeleton, LoadFailure, Pages } from '../../../app/requestParts';
import { useLoad } from '../../my-activity/useRequest';
import { ReviewPhotos } from '../catalogue/ReviewPhotos';
import { formatDateTime, useOrderText } from './parts';
import { styles } from './styles';

const PAGE_SIZE = 10;

const itemStyle = {
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.medium,
} as const;

/**
 * `/my-activity/product-reviews`: the member's reviews, newest first, each with its product,
 * order, stars, text and photos. Reviews are written from a delivered order's detail.
 */
export function MyReviewsSection() {
  const { t } = useOrderText();
  const [page, setPage] = useState(1);
  const reviews = useLoad(
    (signal) => listMyReviews(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `my-reviews-${page}`,
  );
  const data = reviews.data;
  return (
    <Stack gap="large">
      <Heading level={1}>{t('reviews.myTitle')}</Heading>
      <Text tone="muted">
        {t('reviews.myLead')}{' '}
        <AppLink href="/my-activity/order-shipping-list">{t('reviews.toOrders')}</AppLink>
      </Text>
      {reviews.error ? (
        <LoadFailure area="storeOrders" error={reviews.error} onRetry={reviews.reload} />
      ) : null}
      {reviews.loading && !data ? <ListSkeleton rows={3} area="storeOrders" /> : null}
      {data && data.totalCount === 0 ? (
        <EmptyState
          title={t('reviews.myEmpty')}
          description={t('reviews.myEmptyText')}
          action={
            <AppLink href="/my-activity/order-shipping-list">{t('reviews.toOrders')}</AppLink>
          }
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <ul style={styles.list} aria-label={t('reviews.myTitle')}>
          {data.items.map((review) => (
            <li key={review.reviewId} style={itemStyle} data-testid="my-review">
              <Stack gap="xsmall">
                <AppLink href={`/product-detail/${encodeURIComponent(review.productId)}`}>
                  {`${review.productName} ${review.optionName}`}
                </AppLink>
                <Text size="small">
                  <span aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}{' '}
                  </span>
                  {t('reviews.rating', { rating: review.rating })} ·{' '}
                  <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, false)}</time>
                  {' · '}
                  <AppLink
                    href={`/my-activity/order-shipping-list/${encodeURIComponent(review.orderNo)}`}
                  >
                    {t('reviews.orderLink', { orderNo: review.orderNo })}
                  </AppLink>
                </Text>
                {review.hidden ? <Badge tone="neutral">{t('reviews.hidden')}</Badge> : null}
                <Text>{review.content}</Text>
                <ReviewPhotos photos={review.photos} nickname="" mine />
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pages
          page={page}
          pageCount={data.totalPage}
          onPageChange={setPage}
          label={t('common.pages')}
        />
      ) : null}
    </Stack>
  );
}
