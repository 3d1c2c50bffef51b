import { useState } from 'react';
import {
  deleteReview,
  listMyReviews,
  REVIEW_PHOTO_ACCEPT,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_FILES,
  updateReview,
  type MyReview,
} from '@tonggye/api';
import { ReviewForm, type ReviewFormValues } from '@tonggye/analysis-forms';
import {
  Alert,
  AlertDialog,
  Badge,
  Button,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { ActionFailure, ListSkeleton, LoadFailure, Pages } from '../../../app/requestParts';
import { useLoad } from '../../my-activity/useRequest';
import { serverUrl } from '../catalogue/parts';
import { ReviewPhotos } from '../catalogue/ReviewPhotos';
import { formatDateTime, useOrderText } from './parts';
import { styles } from './styles';

const PAGE_SIZE = 10;

const itemStyle = {
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.medium,
} as const;

const nameOf = (review: MyReview) => `${review.productName} ${review.optionName}`;

/**
 * `/my-activity/product-reviews`: the member's reviews, newest first, each with its product,
 * order, stars, text and photos. Reviews are written from a delivered order's detail; here each
 * one can be edited (수정: the review form filled in, in a dialog; rating, text, photos kept or
 * removed and new ones, saved in one call) or deleted (삭제, after a confirmation), and the list
 * is loaded again from the server.
 */
export function MyReviewsSection() {
  const { t } = useOrderText();
  const [page, setPage] = useState(1);
  const reviews = useLoad(
    (signal) => listMyReviews(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `my-reviews-${page}`,
  );
  const data = reviews.data;
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  // The last change's result, shown once above the list until the next edit or delete.
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null);

  const startEdit = (review: MyReview) => {
    setNotice(null);
    setFailure(null);
    setDeleteFailure(null);
    setEditing(review);
  };
  const save = async (review: MyReview, values: ReviewFormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await updateReview(apiClient, {
        reviewId: review.reviewId,
        rating: values.rating,
        content: values.content,
        keepPhotoIds: values.keepPhotoIds ?? [],
        photos: values.photos,
      });
      setEditing(null);
      setNotice('saved');
      reviews.reload();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSaving(false);
    }
  };
  const confirmDelete = async (review: MyReview) => {
    setDeleting(null);
    setRemoving(true);
    try {
      await deleteReview(apiClient, review.reviewId);
      setNotice('deleted');
      // The last review of a later page gone: show the page before it.
      if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      else reviews.reload();
    } catch (caught) {
      setDeleteFailure(caught);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack gap="large">
      <Heading level={1}>{t('reviews.myTitle')}</Heading>
      <Text tone="muted">
        {t('reviews.myLead')}{' '}
        <AppLink href="/my-activity/order-shipping-list">{t('reviews.toOrders')}</AppLink>
      </Text>
      {notice ? (
        <Alert tone="positive">{t(notice === 'saved' ? 'reviews.saved' : 'reviews.deleted')}</Alert>
      ) : null}
      {deleteFailure ? (
        <ActionFailure area="storeOrders" title={t('reviews.deleteFailed')} error={deleteFailure} />
      ) : null}
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
                  {review.updatedAt ? (
                    <>
                      {' ('}
                      <time dateTime={review.updatedAt}>
                        {t('reviews.edited', { date: formatDateTime(review.updatedAt, false) })}
                      </time>
                      {')'}
                    </>
                  ) : null}
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
                <Inline gap="small">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('reviews.editFor', { name: nameOf(review) })}
                    onClick={() => startEdit(review)}
                  >
                    {t('reviews.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t('reviews.deleteFor', { name: nameOf(review) })}
                    disabled={removing}
                    onClick={() => {
                      setNotice(null);
                      setDeleteFailure(null);
                      setDeleting(review);
                    }}
                  >
                    {t('reviews.delete')}
                  </Button>
                </Inline>
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
      <Dialog.Root
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next && !saving) setEditing(null);
        }}
      >
        {editing ? (
          <Dialog.Content size="medium" closeLabel={t('reviews.close')}>
            <Stack gap="medium">
              <Dialog.Title>{t('reviews.editTitle')}</Dialog.Title>
              <Dialog.Description>{t('reviews.editText')}</Dialog.Description>
              <ReviewForm
                key={editing.reviewId}
                label={t('reviews.editTitle')}
                productName={nameOf(editing)}
                photoAccept={REVIEW_PHOTO_ACCEPT}
                photoMaxBytes={REVIEW_PHOTO_MAX_BYTES}
                maxPhotos={REVIEW_PHOTO_MAX_FILES}
                initial={{
                  rating: editing.rating,
                  content: editing.content,
                  photos: editing.photos.map((photo) => ({
                    fileId: photo.fileId,
                    fileName: photo.fileName,
                    src: serverUrl(photo.url),
                  })),
                }}
                busy={saving}
                failure={failure}
                onSubmit={(values) => void save(editing, values)}
                onCancel={() => setEditing(null)}
              />
            </Stack>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('reviews.deleteTitle')}
        description={deleting ? t('reviews.deleteText', { name: nameOf(deleting) }) : ''}
        confirmLabel={t('reviews.deleteConfirm')}
        cancelLabel={t('reviews.cancel')}
        tone="danger"
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
