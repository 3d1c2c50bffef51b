import { useState } from 'react';
import type { ReviewPhoto } from '@tonggye/api';
import { Dialog, vars } from '@tonggye/ui';
import { serverUrl, useShopText } from './parts';

const thumbList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
} as const;

const thumbButton = {
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'zoom-in',
  display: 'block',
} as const;

const thumbImage = {
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  display: 'block',
  borderRadius: vars.radius.small,
} as const;

const largeImage = {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
} as const;

/**
 * A review's photos on the product page: thumbnails, each a button that opens the photo large
 * in a dialog (Escape or × closes it, focus returns to the thumbnail).
 */
export function ReviewPhotos({
  photos,
  nickname,
  mine = false,
}: {
  photos: ReviewPhoto[];
  nickname: string;
  /** The reader's own review (my activity): "내 후기 사진". */
  mine?: boolean;
}) {
  const { t } = useShopText();
  const openLabel = (n: number) =>
    mine ? t('reviews.photoOpenMine', { n }) : t('reviews.photoOpen', { nickname, n });
  const alt = (n: number) =>
    mine ? t('reviews.photoAltMine', { n }) : t('reviews.photoAlt', { nickname, n });
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul aria-label={t('reviews.photos')} style={thumbList}>
        {photos.map((photo, index) => (
          <li key={photo.fileId}>
            <button
              type="button"
              style={thumbButton}
              aria-label={openLabel(index + 1)}
              onClick={() => setOpen(index)}
            >
              <img src={serverUrl(photo.url)} alt="" loading="lazy" style={thumbImage} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root
        open={shown !== undefined}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
      >
        {shown && open !== null ? (
          <Dialog.Content
            size="large"
            closeLabel={t('reviews.photoClose')}
            aria-describedby={undefined}
          >
            <Dialog.Title>{alt(open + 1)}</Dialog.Title>
            <img src={serverUrl(shown.url)} alt={alt(open + 1)} style={largeImage} />
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </>
  );
}
