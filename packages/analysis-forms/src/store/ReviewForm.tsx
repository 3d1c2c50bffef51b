import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import {
  Alert,
  AttachmentPicker,
  Button,
  fileDropMessagesEn,
  fileDropMessagesKo,
  Inline,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  textareaLabelsEn,
  textareaLabelsKo,
  vars,
} from '@tonggye/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCallFailureText } from '../accounts/useCallFailureText';
import { useAnalysisTranslation } from '../components/localize';
import { ANALYSIS_NAMESPACE } from '../i18n';
import {
  REVIEW_RATINGS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormValues,
} from './reviewSchema';

/** A photo already posted with the review being edited. */
export interface ReviewFormPostedPhoto {
  fileId: string;
  fileName: string;
  /** Where the image is read from (the server's file URL). */
  src: string;
}

/** The review being edited: its rating, text and posted photos fill the form. */
export interface ReviewFormInitial {
  rating: number;
  content: string;
  photos: readonly ReviewFormPostedPhoto[];
}

export interface ReviewFormProps {
  /** The form's accessible name (e.g. the dialog's title). */
  label?: string;
  /** The ordered product (and option) the review is about. */
  productName: string;
  /** The photos the server takes: extensions with the dot, size of one, how many. */
  photoAccept: readonly string[];
  photoMaxBytes: number;
  maxPhotos: number;
  onSubmit(values: ReviewFormValues): void;
  onCancel?(): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /**
   * Edit mode: the review as posted. Its photos are listed with remove buttons; the values sent
   * carry `keepPhotoIds` (those not removed), and new photos fill the places left.
   */
  initial?: ReviewFormInitial;
}

const starStyle = {
  color: vars.color.brand,
  fontSize: '1.75rem',
  letterSpacing: '0.1em',
  lineHeight: 1,
} as const;

const previewList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

const previewImage = {
  width: '5rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  display: 'block',
} as const;

/** A chosen photo shown from an object URL, released when the photo changes or leaves. */
function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element === null || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} style={previewImage} />;
}

/**
 * A product review of a delivered order line: a star rating as a group of
 * radios (arrow keys choose), the text with its live count against the minimum and maximum, and
 * photos (the kit's AttachmentPicker: type and size checked) with previews; checked with
 * `reviewFormSchema`. The page sends the review and its photos in one call. With `initial` it
 * edits a posted review: filled in, the posted photos shown with remove buttons.
 */
export function ReviewForm({
  label,
  productName,
  photoAccept,
  photoMaxBytes,
  maxPhotos,
  onSubmit,
  onCancel,
  busy = false,
  failure,
  initial,
}: ReviewFormProps) {
  const editing = initial !== undefined;
  const { t, i18n, language } = useAnalysisTranslation();
  const english = language === 'en';
  const failureText = useCallFailureText()(failure);
  const r = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.review.${key}`, values ?? {});
  const postedId = useId();
  const numbers = new Intl.NumberFormat(english ? 'en-US' : 'ko-KR');
  const limits = { min: numbers.format(REVIEW_TEXT_MIN), max: numbers.format(REVIEW_TEXT_MAX) };
  const fieldError = (message: string | undefined): string | null => {
    if (!message) return null;
    return i18n.exists(message, { ns: ANALYSIS_NAMESPACE })
      ? t(message, limits)
      : t('storeForms.failure');
  };
  const { control, handleSubmit } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: editing
      ? {
          rating: String(initial.rating),
          content: initial.content,
          photos: [],
          keepPhotoIds: initial.photos.map((photo) => photo.fileId),
        }
      : { rating: '', content: '', photos: [] },
  });
  const rating = useWatch({ control, name: 'rating' });
  const photos = useWatch({ control, name: 'photos' });
  const keepPhotoIds = useWatch({ control, name: 'keepPhotoIds' }) ?? [];
  const kept = (initial?.photos ?? []).filter((photo) => keepPhotoIds.includes(photo.fileId));
  const chosen = Number(rating) || 0;

  return (
    <form noValidate aria-label={label} onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="medium">
        <Text>
          {r('product')}: <strong>{productName}</strong>
        </Text>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <RadioGroup
              legend={r('rating')}
              description={r('ratingHint')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error?.message)}
              options={REVIEW_RATINGS.map((value) => ({
                value,
                label: r(`ratings.${value}`),
              }))}
            />
          )}
        />
        <Inline gap="small" align="center">
          <span aria-hidden="true" style={starStyle} data-testid="review-stars">
            {'★'.repeat(chosen)}
            {'☆'.repeat(5 - chosen)}
          </span>
          {chosen > 0 ? (
            <Text size="small" tone="muted">
              {r('ratingChosen', { rating: chosen })}
            </Text>
          ) : null}
        </Inline>
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <Textarea
              label={r('content')}
              name={field.name}
              required
              rows={6}
              maxLength={REVIEW_TEXT_MAX}
              description={r('contentHint', limits)}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error?.message)}
              labels={{
                ...(english ? textareaLabelsEn : textareaLabelsKo),
                count: (length) => r('contentCount', { ...limits, length: numbers.format(length) }),
              }}
            />
          )}
        />
        {editing && initial.photos.length > 0 ? (
          <Controller
            control={control}
            name="keepPhotoIds"
            render={({ field }) => (
              <Stack gap="xsmall">
                <Text id={postedId} weight="strong">
                  {r('existingPhotos')}
                </Text>
                <Text size="small" tone="muted">
                  {r('existingPhotosHint')}
                </Text>
                {kept.length > 0 ? (
                  <ul aria-labelledby={postedId} style={previewList}>
                    {kept.map((photo) => (
                      <li key={photo.fileId}>
                        <Stack gap="xsmall">
                          <img
                            src={photo.src}
                            alt={r('existingPhoto', { name: photo.fileName })}
                            style={previewImage}
                          />
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={r('removeExisting', { name: photo.fileName })}
                            onClick={() =>
                              field.onChange(
                                (field.value ?? []).filter((id) => id !== photo.fileId),
                              )
                            }
                          >
                            {r('removeShort')}
                          </Button>
                        </Stack>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Stack>
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <AttachmentPicker
              label={r('photos')}
              description={r('photosHint', { count: maxPhotos })}
              accept={photoAccept}
              maxBytes={photoMaxBytes}
              // The photos kept take places of the limit.
              maxFiles={Math.max(0, maxPhotos - kept.length)}
              files={field.value}
              onChange={field.onChange}
              messages={{
                remove: (name) => r('removePhoto', { name }),
                removeShort: r('removeShort'),
                tooMany: () => r('photosTooMany', { count: maxPhotos }),
              }}
              fileDropMessages={english ? fileDropMessagesEn : fileDropMessagesKo}
            />
          )}
        />
        {photos.length > 0 ? (
          <ul aria-label={r('previews')} style={previewList}>
            {photos.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>
                <PhotoPreview file={photo} alt={r('preview', { name: photo.name })} />
              </li>
            ))}
          </ul>
        ) : null}
        {failureText ? (
          <Alert tone="critical" title={r(editing ? 'saveFailedTitle' : 'failedTitle')}>
            {failureText}
          </Alert>
        ) : null}
        <Inline gap="small">
          <Button type="submit" loading={busy}>
            {r(editing ? 'save' : 'submit')}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {r('cancel')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
