import { randomBytes } from 'node:crypto';
import { ApiError, formatBytes } from '../errors';
import { imageTypeOf } from '../routes/profile';
import type { Database } from '../db/database';
import {
  cancelDeletion,
  runDeletions,
  scheduleDeletion,
  UPLOAD_LEASE_MS,
} from '../storage/deletions';
import { keptFileKey } from '../storage/kept-files';
import type { ObjectStore } from '../storage/object-store';

/** Q&A attachments: at most five files of at most 10 MB each. */
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A stored attachment's name: 16 random bytes in base64url and the extension of its type. */
export const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|gif|webp|pdf|xlsx|docx|csv|txt)$/;

export const ATTACHMENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/**
 * The type of an attachment from its content (magic bytes), the name only telling apart the
 * formats that share a container (XLSX/DOCX are ZIP files, CSV/TXT are text without NUL bytes).
 */
export function attachmentTypeOf(
  bytes: Uint8Array,
  fileName: string,
): AttachmentExtension | undefined {
  const image = imageTypeOf(bytes);
  if (image !== undefined) return image;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04) && (extension === 'xlsx' || extension === 'docx'))
    return extension;
  if ((extension === 'csv' || extension === 'txt') && !bytes.subarray(0, 8192).includes(0))
    return extension;
  return undefined;
}

export interface CheckedFile {
  fileName: string;
  extension: AttachmentExtension;
  bytes: Uint8Array;
}

/** A client's file name reduced to something safe to show and to put in a header. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters never belong in a name
  const cleaned = base.replace(/[\u0000-\u001F\u007F<>"]/g, '').trim();
  return (cleaned === '' ? 'file' : cleaned).slice(0, 150);
}

/** Checks every file (count, size, type) before anything is written. */
export async function checkAttachments(files: File[]): Promise<CheckedFile[]> {
  const tooLarge = () =>
    new ApiError('ATTACHMENT_TOO_LARGE', {
      limit: formatBytes(ATTACHMENT_MAX_BYTES),
      count: ATTACHMENT_MAX_FILES,
    });
  if (files.length > ATTACHMENT_MAX_FILES) throw tooLarge();
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.size > ATTACHMENT_MAX_BYTES) throw tooLarge();
    const fileName = safeFileName(file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const extension = attachmentTypeOf(bytes, fileName);
    if (extension === undefined || bytes.byteLength === 0)
      throw new ApiError('ATTACHMENT_TYPE_INVALID', { file: fileName });
    checked.push({ fileName, extension, bytes });
  }
  return checked;
}

/** Where one-to-one questions' attachments live in the object store (`keptFileKey`). */
export const QNA_ATTACHMENT_AREA = 'qna-attachments';

/** The store keys of kept attachments of `area`. */
export function keptAttachmentKeys(area: string, names: readonly string[]): string[] {
  return names.filter((name) => STORED_NAME.test(name)).map((name) => keptFileKey(area, name));
}

/**
 * Puts the files in the object store under new random names, each under a lease (taken back by
 * `takeBackAttachmentLeases` in the transaction that stores their rows), so a crash before the
 * rows are stored leaves nothing behind for long. On a failure removes what it wrote.
 */
export async function keepAttachments(
  db: Database,
  storage: ObjectStore,
  area: string,
  files: CheckedFile[],
  now: Date,
): Promise<{ file: CheckedFile; storedName: string }[]> {
  const named = files.map((file) => ({
    file,
    storedName: `${randomBytes(16).toString('base64url')}.${file.extension}`,
  }));
  const keys = keptAttachmentKeys(
    area,
    named.map((entry) => entry.storedName),
  );
  await scheduleDeletion(db, keys, now, UPLOAD_LEASE_MS);
  try {
    for (const { file, storedName } of named)
      await storage.put(keptFileKey(area, storedName), file.bytes);
  } catch (error) {
    await runDeletions(db, storage, keys);
    throw error;
  }
  return named;
}

/** In the transaction that stores the attachments' rows: their objects are named now. */
export async function takeBackAttachmentLeases(
  trx: Parameters<typeof cancelDeletion>[0],
  area: string,
  names: readonly string[],
): Promise<void> {
  await cancelDeletion(trx, keptAttachmentKeys(area, names));
}
