import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { isAdmin } from '../admin';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  checkAttachments,
  keepAttachments,
  keptAttachmentKeys,
  STORED_NAME,
  takeBackAttachmentLeases,
  type AttachmentExtension,
  type CheckedFile,
} from '../content/attachments';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import type { Logger } from '../logger';
import { runDeletions, scheduleDeletion } from '../storage/deletions';
import { keptFileKey } from '../storage/kept-files';
import { StoredObjectMissing, type ObjectStore } from '../storage/object-store';
import { StoreError } from './errors';
import { appConn, type StoreConn, type StoreDb } from './schema';

/**
 * Files of the store, checked and stored with the Q&A attachments' code
 * (`content/attachments.ts`: at most 5 files of 10 MB per upload, the type told by the content,
 * random stored names, nothing written when one file is refused):
 *
 * - a made-to-order request's files: PDF, PNG or JPEG. An Illustrator (.ai) file is accepted when
 *   saved PDF-compatible (Illustrator's default; its content is a PDF) and served as a PDF under
 *   its own name. Added by its member while the request waits for a quote; served only to that
 *   member and administrators, as a download.
 * - a review's photos: PNG, JPEG, GIF or WebP, up to 5 per review, added by the review's author
 *   and served to everyone, inline.
 *
 * At most `MAX_FILES_PER_OWNER` files per request or review in all.
 */
export const MAX_FILES_PER_OWNER = 5;
export const FILE_KINDS = {
  ordermade: { types: ['pdf', 'png', 'jpg'], label: 'PDF(AI), PNG, JPEG' },
  review: { types: ['png', 'jpg', 'gif', 'webp'], label: 'PNG, JPEG, GIF, WebP' },
} as const satisfies Record<string, { types: readonly AttachmentExtension[]; label: string }>;
export type FileKind = keyof typeof FILE_KINDS;

/** A file put in the object store, not yet recorded. */
export type StoredFile = Awaited<ReturnType<typeof keepAttachments>>[number];

/** The body limit of an upload: the files and a little for the other fields. */
export const UPLOAD_MAX_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + 1024 * 1024;

/** Where the store's files live in the object store (`keptFileKey`), so every process serves them. */
export const STORE_FILE_AREA = 'store-files';

/** The object store of the store's files, with what records and retries their removal. */
export interface StoreFileObjects {
  db: Database;
  storage: ObjectStore;
  logger?: Logger;
}

/**
 * Puts checked files in the object store under a lease (`keepAttachments`); the transaction
 * that records them takes it back with `recordStoredFiles`.
 */
export function keepStoreFiles(
  objects: StoreFileObjects,
  files: CheckedFile[],
  now: Date,
): Promise<StoredFile[]> {
  return files.length === 0
    ? Promise.resolve([])
    : keepAttachments(objects.db, objects.storage, STORE_FILE_AREA, files, now);
}

/** In the transaction that stores their rows: the stored files are named from its commit on. */
export async function recordStoredFiles(trx: StoreConn, stored: StoredFile[]): Promise<void> {
  await takeBackAttachmentLeases(
    appConn(trx),
    STORE_FILE_AREA,
    stored.map((entry) => entry.storedName),
  );
}

/** In the transaction that drops their rows: the files go once it commits. */
export async function scheduleStoreFileRemoval(
  trx: StoreConn,
  names: readonly string[],
  now: Date,
): Promise<void> {
  await scheduleDeletion(appConn(trx), keptAttachmentKeys(STORE_FILE_AREA, names), now);
}

/**
 * Removes stored files now: those of a change that failed, or those whose rows a committed
 * change dropped (a removal that fails is left to the periodic sweep).
 */
export async function removeStoreFiles(
  objects: StoreFileObjects,
  names: readonly string[],
): Promise<void> {
  await runDeletions(
    objects.db,
    objects.storage,
    keptAttachmentKeys(STORE_FILE_AREA, names),
    objects.logger,
  );
}

/** The fields and files of a multipart upload (`files`, several, or `file`). */
export async function readUpload(
  c: Context,
): Promise<{ fields: Record<string, string>; files: File[] }> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data'))
    throw new ApiError('BAD_MULTIPART');
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError('BAD_MULTIPART');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form))
    if (typeof value === 'string') fields[name] = value.slice(0, 200);
  const files = [form.files, form.file]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value): value is File => value instanceof File);
  return { fields, files };
}

/** The upload may go to this request or review: its member's own, in a state that takes files. */
async function checkOwner(db: StoreDb, kind: FileKind, ownerId: string, memberId: string) {
  if (kind === 'ordermade') {
    const row = await db
      .selectFrom('store_ordermade_requests')
      .select('status')
      .where('id', '=', ownerId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (row === undefined) throw new StoreError('ORDERMADE_NOT_FOUND');
    if (row.status !== 'requested')
      throw new StoreError('TRANSITION_NOT_ALLOWED', { from: row.status, action: 'files' });
    return;
  }
  await ownReview(db, ownerId, memberId);
}

/**
 * The review is this member's: someone else's answers `REVIEW_NOT_FOUND`, as a missing one does
 * (photo uploads here, edits and deletes in `reviews.ts`).
 */
export async function ownReview(db: StoreConn, reviewId: string, memberId: string) {
  const row = await db
    .selectFrom('store_reviews')
    .select('id')
    .where('id', '=', reviewId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row === undefined) throw new StoreError('REVIEW_NOT_FOUND');
}

/**
 * The rows of stored files of one request or review, inside the caller's transaction (uploads
 * here, a review's photos written with it or added at an edit in `reviews.ts`).
 */
export async function insertFileRows(
  trx: StoreConn,
  kind: FileKind,
  ownerId: string,
  memberId: string,
  stored: StoredFile[],
  now: Date,
) {
  await recordStoredFiles(trx, stored);
  const base = now.getTime().toString(36);
  for (const [index, { file, storedName }] of stored.entries())
    await trx
      .insertInto('store_files')
      .values({
        id: `${base}-${String(index + 1).padStart(2, '0')}-${randomUUID()}`,
        owner_kind: kind,
        owner_id: ownerId,
        member_id: memberId,
        file_name: file.fileName,
        stored_name: storedName,
        content_type: ATTACHMENT_TYPES[file.extension],
        size_bytes: file.bytes.byteLength,
        created_at: now.toISOString(),
      })
      .execute();
}

/** Checks every file, stores them and records them in one transaction (or leaves nothing). */
export async function attachFiles(
  db: StoreDb,
  objects: StoreFileObjects,
  kind: FileKind,
  ownerId: string,
  memberId: string,
  files: File[],
  now: Date,
): Promise<void> {
  await checkOwner(db, kind, ownerId, memberId);
  if (files.length === 0) throw new StoreError('FILE_REQUIRED');
  let checked: Awaited<ReturnType<typeof checkAttachments>>;
  try {
    checked = await checkAttachments(files);
  } catch (error) {
    // The Q&A message lists the Q&A's types; say which ones this upload takes.
    if (error instanceof ApiError && error.code === 'ATTACHMENT_TYPE_INVALID')
      throw new StoreError('FILE_TYPE_NOT_ALLOWED', {
        file: String(error.details.file ?? ''),
        allowed: FILE_KINDS[kind].label,
      });
    throw error;
  }
  const allowed: readonly AttachmentExtension[] = FILE_KINDS[kind].types;
  for (const file of checked)
    if (!allowed.includes(file.extension))
      throw new StoreError('FILE_TYPE_NOT_ALLOWED', {
        file: file.fileName,
        allowed: FILE_KINDS[kind].label,
      });
  const stored = await keepStoreFiles(objects, checked, now);
  try {
    await db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('store_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_kind', '=', kind)
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) + stored.length > MAX_FILES_PER_OWNER)
        throw new StoreError('FILE_LIMIT', { max: MAX_FILES_PER_OWNER });
      await insertFileRows(trx, kind, ownerId, memberId, stored, now);
    });
  } catch (error) {
    await removeStoreFiles(
      objects,
      stored.map((entry) => entry.storedName),
    );
    throw error;
  }
}

export interface FileView {
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
}

/** The files of some requests or reviews, by owner id, in the order they were added. */
export async function filesOf(
  db: StoreDb,
  kind: FileKind,
  ownerIds: string[],
): Promise<Map<string, FileView[]>> {
  const byOwner = new Map<string, FileView[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom('store_files')
    .select(['id', 'owner_id', 'file_name', 'content_type', 'size_bytes'])
    .where('owner_kind', '=', kind)
    .where('owner_id', 'in', ownerIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push({
      fileId: row.id,
      fileName: row.file_name,
      contentType: row.content_type,
      sizeBytes: Number(row.size_bytes),
      url: `/shop/files/${encodeURIComponent(row.id)}`,
    });
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

/**
 * A stored file for the caller: review photos for anyone; a made-to-order file only for its
 * member or an administrator (anyone else: not found, so ids reveal nothing).
 */
export async function readStoreFile(
  db: StoreDb,
  storage: ObjectStore,
  id: string,
  identity: Identity | undefined,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const row = await db
    .selectFrom('store_files')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const allowed =
    row !== undefined &&
    (row.owner_kind === 'review' ||
      isAdmin(identity) ||
      (identity?.kind === 'member' && identity.user.id === row.member_id));
  const match = row === undefined ? null : STORED_NAME.exec(row.stored_name);
  if (!allowed || match === null) throw new ApiError('ATTACHMENT_NOT_FOUND');
  let bytes: Uint8Array;
  try {
    bytes = await storage.getBytes(keptFileKey(STORE_FILE_AREA, row.stored_name));
  } catch (error) {
    if (error instanceof StoredObjectMissing) throw new ApiError('ATTACHMENT_NOT_FOUND');
    throw error;
  }
  const review = row.owner_kind === 'review';
  return {
    bytes: new Uint8Array(bytes),
    headers: {
      'Content-Type': ATTACHMENT_TYPES[match[1] as AttachmentExtension],
      'Content-Disposition': `${review ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': review ? 'public, max-age=86400' : 'private, no-store',
    },
  };
}
