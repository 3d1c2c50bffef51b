import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ATTACHMENT_TYPES,
  checkAttachments,
  removeStored,
  storeAttachments,
  type AttachmentExtension,
  type CheckedFile,
} from '../content/attachments';
import { paged, validateContent, type Paging } from '../content/common';
import type { UserRow } from '../db/schema';
import { ApiError } from '../errors';
import { StoreError } from './errors';
import { insertReview, reviewCreateSchema } from './extras';
import { FILE_KINDS, filesOf, MAX_FILES_PER_OWNER } from './files';
import type { StoreDb } from './schema';

/**
 * A review written together with its photos (issue 11, item 7): `POST /shop/reviews/create` as
 * multipart/form-data (`orderItemId`, `rating`, `content` and up to five `files`). Every photo is
 * checked first (type told by the content, size), then the files are written and the review and
 * its photo rows go in one transaction: a refusal of any part leaves no review, no photo row and
 * no stored file behind. The JSON form of the call (a review without photos) stays as it was.
 */

/** The review's fields as a form sends them (text values; `rating` a digit). */
export async function readReviewUpload(
  c: Context,
): Promise<{ values: z.output<typeof reviewCreateSchema>; files: File[] }> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError('BAD_MULTIPART');
  }
  const text = (name: string): string | undefined => {
    const value = form[name];
    return typeof value === 'string' ? value : undefined;
  };
  const rating = text('rating');
  const values = validateContent(reviewCreateSchema, {
    orderItemId: text('orderItemId'),
    rating: rating === undefined || rating.trim() === '' ? undefined : Number(rating),
    content: text('content'),
  });
  const files = [form.files, form.file]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value): value is File => value instanceof File);
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
  folder: () => string,
  member: UserRow,
  values: z.output<typeof reviewCreateSchema>,
  files: File[],
  now: Date,
) {
  const checked = await checkPhotos(files);
  const stored = checked.length === 0 ? [] : await storeAttachments(folder(), checked);
  let reviewId: string;
  try {
    reviewId = await db.transaction().execute(async (trx) => {
      const id = await insertReview(trx, member, values, now);
      const base = now.getTime().toString(36);
      for (const [index, { file, storedName }] of stored.entries())
        await trx
          .insertInto('store_files')
          .values({
            id: `${base}-${String(index + 1).padStart(2, '0')}-${randomUUID()}`,
            owner_kind: 'review',
            owner_id: id,
            member_id: member.id,
            file_name: file.fileName,
            stored_name: storedName,
            content_type: ATTACHMENT_TYPES[file.extension],
            size_bytes: file.bytes.byteLength,
            created_at: now.toISOString(),
          })
          .execute();
      return id;
    });
  } catch (error) {
    await removeStored(
      folder(),
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
      photos: photos.get(row.id) ?? [],
    })),
    Number(total.n),
    paging,
  );
}
