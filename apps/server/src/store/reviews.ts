import type { Context } from 'hono';
import { z } from 'zod';
import {
  checkAttachments,
  type AttachmentExtension,
  type CheckedFile,
} from '../content/attachments';
import { idSchema, paged, textSchema, validateContent, type Paging } from '../content/common';
import type { UserRow } from '../db/schema';
import { ApiError } from '../errors';
import { StoreError } from './errors';
import { insertReview, reviewCreateSchema } from './extras';
import {
  FILE_KINDS,
  filesOf,
  insertFileRows,
  keepStoreFiles,
  MAX_FILES_PER_OWNER,
  ownReview,
  removeStoreFiles,
  scheduleStoreFileRemoval,
  type StoreFileObjects,
} from './files';
import type { StoreDb } from './schema';

/**
 * A review written together with its photos: `POST /shop/reviews/create` as
 * multipart/form-data (`orderItemId`, `rating`, `content` and up to five `files`). Every photo is
 * checked first (type told by the content, size), then the files are written and the review and
 * its photo rows go in one transaction: a refusal of any part leaves no review, no photo row and
 * no stored file behind. The JSON form of the call (a review without photos) stays as it was.
 */

/** A multipart form's fields (all values of each) and its photos (`files`, several, or `file`). */
async function readForm(c: Context) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError('BAD_MULTIPART');
  }
  const all = (name: string): string[] | undefined => {
    const value = form[name];
    if (value === undefined) return undefined;
    return (Array.isArray(value) ? value : [value]).filter(
      (entry): entry is string => typeof entry === 'string',
    );
  };
  const text = (name: string): string | undefined => {
    const value = form[name];
    return typeof value === 'string' ? value : undefined;
  };
  const rating = (): number | undefined => {
    const value = text('rating');
    return value === undefined || value.trim() === '' ? undefined : Number(value);
  };
  const files = [form.files, form.file]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value): value is File => value instanceof File);
  return { all, text, rating, files };
}

/** The review's fields as a form sends them (text values; `rating` a digit). */
export async function readReviewUpload(
  c: Context,
): Promise<{ values: z.output<typeof reviewCreateSchema>; files: File[] }> {
  const { text, rating, files } = await readForm(c);
  const values = validateContent(reviewCreateSchema, {
    orderItemId: text('orderItemId'),
    rating: rating(),
    content: text('content'),
  });
  return { values, files };
}

/** The photos' types and sizes, all of them before anything is written. */
async function checkPhotos(files: File[]): Promise<CheckedFile[]> {
  if (files.length > MAX_FILES_PER_OWNER)
    throw new StoreError('REVIEW_PHOTO_LIMIT', { max: MAX_FILES_PER_OWNER });
  const { types, label } = FILE_KINDS.review;
  let checked: CheckedFile[];
  try {
    checked = await checkAttachments(files);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ATTACHMENT_TYPE_INVALID')
      throw new StoreError('FILE_TYPE_NOT_ALLOWED', {
        file: String(error.details.file ?? ''),
        allowed: label,
      });
    throw error;
  }
  const allowed: readonly AttachmentExtension[] = types;
  for (const file of checked)
    if (!allowed.includes(file.extension))
      throw new StoreError('FILE_TYPE_NOT_ALLOWED', { file: file.fileName, allowed: label });
  return checked;
}

async function reviewed(db: StoreDb, values: z.output<typeof reviewCreateSchema>) {
  const row = await db
    .selectFrom('store_reviews')
    .select('id')
    .where('order_item_id', '=', values.orderItemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes the review and its photos together; answers the review id and its photos. */
export async function createReviewWithPhotos(
  db: StoreDb,
  objects: StoreFileObjects,
  member: UserRow,
  values: z.output<typeof reviewCreateSchema>,
  files: File[],
  now: Date,
) {
  const checked = await checkPhotos(files);
  const stored = await keepStoreFiles(objects, checked, now);
  let reviewId: string;
  try {
    reviewId = await db.transaction().execute(async (trx) => {
      const id = await insertReview(trx, member, values, now);
      await insertFileRows(trx, 'review', id, member.id, stored, now);
      return id;
    });
  } catch (error) {
    await removeStoreFiles(
      objects,
      stored.map((entry) => entry.storedName),
    );
    // Two sends of the same review at once: the loser meets the one-review-per-line constraint.
    if (!(error instanceof StoreError || error instanceof ApiError) && (await reviewed(db, values)))
      throw new StoreError('REVIEW_EXISTS');
    throw error;
  }
  return { reviewId, photos: (await filesOf(db, 'review', [reviewId])).get(reviewId) ?? [] };
}

export const myReviewsSchema = z.looseObject({
  /** Only the reviews of this order's lines (the order detail's "작성한 리뷰"). */
  orderNo: z.string('VALIDATION_FAILED').trim().min(1).max(40).optional(),
});

/** The member's reviews, newest first, with the order line each one is about. */
export async function myReviews(
  db: StoreDb,
  memberId: string,
  orderNo: string | undefined,
  paging: Paging,
) {
  let base = db
    .selectFrom('store_reviews as r')
    .innerJoin('store_order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('store_orders as o', 'o.id', 'i.order_id')
    .where('r.member_id', '=', memberId);
  if (orderNo !== undefined) base = base.where('o.order_no', '=', orderNo);
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'r.id',
      'r.order_item_id',
      'r.product_id',
      'r.rating',
      'r.content',
      'r.hidden',
      'r.created_at',
      'r.updated_at',
      'o.order_no',
      'i.product_name',
      'i.option_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  const photos = await filesOf(
    db,
    'review',
    rows.map((row) => row.id),
  );
  return paged(
    rows.map((row) => ({
      reviewId: row.id,
      orderItemId: row.order_item_id,
      orderNo: row.order_no,
      productId: row.product_id,
      productName: row.product_name,
      optionName: row.option_name,
      rating: Number(row.rating),
      content: row.content,
      hidden: Number(row.hidden) === 1,
      createdAt: row.created_at,
      updatedAt: row.updated_at ?? null,
      photos: photos.get(row.id) ?? [],
    })),
    Number(total.n),
    paging,
  );
}

/**
 * A member corrects or removes their own review (`POST /shop/reviews/update` and `/delete`):
 * the rating and text, and the photos (those kept by id, new ones added, at most five in all).
 * Only its author may: another member's review id answers REVIEW_NOT_FOUND like a missing one.
 * An update is all or nothing like the create: the new photos are checked and written first, the
 * review row, the removed photo rows and the new ones change in one transaction, and the files of
 * the removed photos are deleted only after it commits (the new ones when it fails). The
 * product's average rating is computed from the rows, so it follows both calls.
 */
export const reviewUpdateSchema = z.looseObject({
  reviewId: idSchema,
  rating: z.number('VALIDATION_FAILED').int().min(1).max(5),
  content: textSchema(2000),
  /** The existing photos to keep, by `fileId`; absent: every one of them. */
  keepPhotoIds: z.array(idSchema).max(MAX_FILES_PER_OWNER).optional(),
});
export const reviewRefSchema = z.looseObject({ reviewId: idSchema });

/**
 * The update's fields as a form sends them. `keepPhotoIds` may repeat or hold ids separated by
 * commas; sent empty it keeps no photo, left out it keeps them all.
 */
export async function readReviewUpdateUpload(
  c: Context,
): Promise<{ values: z.output<typeof reviewUpdateSchema>; files: File[] }> {
  const { all, text, rating, files } = await readForm(c);
  const keep = all('keepPhotoIds');
  const values = validateContent(reviewUpdateSchema, {
    reviewId: text('reviewId'),
    rating: rating(),
    content: text('content'),
    keepPhotoIds:
      keep === undefined
        ? undefined
        : keep.flatMap((value) => value.split(',')).flatMap((id) => id.trim() || []),
  });
  return { values, files };
}

export async function updateReview(
  db: StoreDb,
  objects: StoreFileObjects,
  memberId: string,
  values: z.output<typeof reviewUpdateSchema>,
  files: File[],
  now: Date,
) {
  // Someone else's review is refused before any photo is looked at or written.
  await ownReview(db, values.reviewId, memberId);
  const checked = await checkPhotos(files);
  const stored = await keepStoreFiles(objects, checked, now);
  let removed: string[];
  try {
    removed = await db.transaction().execute(async (trx) => {
      // The row is changed first: on PostgreSQL it stays locked, so two edits of one review
      // count its photos one after the other.
      const changed = await trx
        .updateTable('store_reviews')
        .set({ rating: values.rating, content: values.content, updated_at: now.toISOString() })
        .where('id', '=', values.reviewId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw new StoreError('REVIEW_NOT_FOUND');
      const current = await trx
        .selectFrom('store_files')
        .select(['id', 'stored_name'])
        .where('owner_kind', '=', 'review')
        .where('owner_id', '=', values.reviewId)
        .execute();
      const keep = new Set(values.keepPhotoIds ?? current.map((row) => row.id));
      const known = new Set(current.map((row) => row.id));
      for (const id of keep)
        if (!known.has(id)) throw new StoreError('REVIEW_PHOTO_UNKNOWN', { photo: id });
      if (keep.size + stored.length > MAX_FILES_PER_OWNER)
        throw new StoreError('REVIEW_PHOTO_LIMIT', { max: MAX_FILES_PER_OWNER });
      const gone = current.filter((row) => !keep.has(row.id));
      if (gone.length > 0)
        await trx
          .deleteFrom('store_files')
          .where(
            'id',
            'in',
            gone.map((row) => row.id),
          )
          .execute();
      await insertFileRows(trx, 'review', values.reviewId, memberId, stored, now);
      // The dropped photos' files go once this commits (retried by the sweep when removal fails).
      const goneNames = gone.map((row) => row.stored_name);
      await scheduleStoreFileRemoval(trx, goneNames, now);
      return goneNames;
    });
  } catch (error) {
    await removeStoreFiles(
      objects,
      stored.map((entry) => entry.storedName),
    );
    throw error;
  }
  await removeStoreFiles(objects, removed);
  return {
    reviewId: values.reviewId,
    rating: values.rating,
    content: values.content,
    updatedAt: now.toISOString(),
    photos: (await filesOf(db, 'review', [values.reviewId])).get(values.reviewId) ?? [],
  };
}

/** Deletes the member's own review, its photo rows and then their files. */
export async function deleteReview(
  db: StoreDb,
  objects: StoreFileObjects,
  memberId: string,
  reviewId: string,
  now: Date,
): Promise<void> {
  const names = await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('store_reviews')
      .where('id', '=', reviewId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new StoreError('REVIEW_NOT_FOUND');
    const photos = await trx
      .selectFrom('store_files')
      .select('stored_name')
      .where('owner_kind', '=', 'review')
      .where('owner_id', '=', reviewId)
      .execute();
    await trx
      .deleteFrom('store_files')
      .where('owner_kind', '=', 'review')
      .where('owner_id', '=', reviewId)
      .execute();
    const names = photos.map((row) => row.stored_name);
    await scheduleStoreFileRemoval(trx, names, now);
    return names;
  });
  await removeStoreFiles(objects, names);
}
