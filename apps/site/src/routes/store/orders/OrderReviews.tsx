import { useState } from 'react';
import {
  createProductReview,
  listMyReviews,
  REVIEW_PHOTO_ACCEPT,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_FILES,
  type StoreOrder,
} from '@tonggye/api';
import { ReviewForm, type ReviewFormValues } from '@tonggye/analysis-forms';
import { Alert, Button, Dialog, Heading, Stack, Text, vars, visuallyHidden } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { ListSkeleton, LoadFailure } from '../../../app/requestParts';
import { useLoad } from '../../my-activity/useRequest';
import { useOrderText } from './parts';
import { styles } from './styles';

const lineStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;
const doneStyle = { display: 'inline-flex', alignItems: 'center', gap: vars.space.small } as const;

type Line = StoreOrder['items'][number];

/**
 * Reviews of a delivered member order: each line not cancelled gets
 * "리뷰 쓰기", which opens the review form in a dialog (stars, text, photos; sent in one call so
 * the review and its photos are kept together), or "작성한 리뷰" once written, leading to the
 * product page where the review is shown.
 */
export function OrderReviews({ order }: { order: StoreOrder }) {
  const { t } = useOrderText();
  const mine = useLoad(
    (signal) => listMyReviews(apiClient, { orderNo: order.orderNo, size: 100 }, { signal }),
    order.orderNo,
  );
  const [writing, setWriting] = useState<Line | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [posted, setPosted] = useState(false);
  const lines = order.items.filter((item) => !item.cancelled);
  const written = new Map((mine.data?.items ?? []).map((review) => [review.orderItemId, review]));

  const open = (line: Line) => {
    setFailure(null);
    setPosted(false);
    setWriting(line);
  };
  const send = async (line: Line, values: ReviewFormValues) => {
    setBusy(true);
    setFailure(null);
    try {
      await createProductReview(apiClient, {
        orderItemId: line.itemId,
        rating: values.rating,
        content: values.content,
        photos: values.photos,
      });
      setWriting(null);
      setPosted(true);
      mine.reload();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="order-reviews">
      <Stack gap="small">
        <Heading level={3} id="order-reviews">
          {t('reviews.title')}
        </Heading>
        <Text tone="muted">{t('reviews.lead')}</Text>
        {posted ? <Alert tone="positive">{t('reviews.done')}</Alert> : null}
        {mine.error ? (
          <LoadFailure area="storeOrders" error={mine.error} onRetry={mine.reload} />
        ) : null}
        {mine.loading && !mine.data ? <ListSkeleton rows={2} area="storeOrders" /> : null}
        {mine.data ? (
          <ul style={styles.list}>
            {lines.map((line) => {
              const name = `${line.productName} ${line.optionName}`;
              const review = written.get(line.itemId);
              return (
                <li key={line.itemId} data-testid="review-line" style={lineStyle}>
                  <Text>{name}</Text>
                  {review ? (
                    <span style={doneStyle}>
                      <Text size="small" tone="muted">
                        <span aria-hidden="true">
                          {'★'.repeat(review.rating)}
                          {'☆'.repeat(5 - review.rating)}{' '}
                        </span>
                        {t('reviews.rating', { rating: review.rating })}
                      </Text>
                      <AppLink href={`/product-detail/${encodeURIComponent(line.productId)}`}>
                        {t('reviews.written')}
                        <span className={visuallyHidden}> · {name}</span>
                      </AppLink>
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('reviews.writeFor', { name })}
                      onClick={() => open(line)}
                    >
                      {t('reviews.write')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </Stack>
      <Dialog.Root
        open={writing !== null}
        onOpenChange={(next) => {
          if (!next && !busy) setWriting(null);
        }}
      >
        {writing ? (
          <Dialog.Content size="medium" closeLabel={t('reviews.close')}>
            <Stack gap="medium">
              <Dialog.Title>{t('reviews.dialogTitle')}</Dialog.Title>
              <Dialog.Description>{t('reviews.dialogText')}</Dialog.Description>
              <ReviewForm
                label={t('reviews.dialogTitle')}
                productName={`${writing.productName} ${writing.optionName}`}
                photoAccept={REVIEW_PHOTO_ACCEPT}
                photoMaxBytes={REVIEW_PHOTO_MAX_BYTES}
                maxPhotos={REVIEW_PHOTO_MAX_FILES}
                busy={busy}
                failure={failure}
                onSubmit={(values) => void send(writing, values)}
                onCancel={() => setWriting(null)}
              />
            </Stack>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </section>
  );
}
