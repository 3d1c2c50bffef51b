import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { lazyFolder } from '../folders';

/**
 * Where datasets' original files and columnar tables live: one interface, a local folder
 * (`DATA_DIR/datasets`, the default) or an S3-compatible bucket (`STORAGE_URL=s3://…`), so several
 * server processes can share one store. Objects are immutable once written, and a reader never
 * sees a half-written one: the local store writes a temporary file and renames it, S3 makes an
 * object visible only when its single PUT has completed.
 */
export interface ObjectStore {
  /** `local` or `s3`, and where (for the start-up line; never credentials). */
  readonly kind: 'local' | 's3';
  readonly location: string;
  /** The serialisable description a worker thread opens the same store from. */
  readonly spec: StorageSpec;
  put(key: string, body: Uint8Array): Promise<void>;
  /**
   * Copies a local file (an upload being received) in as `key`. `spent`: the caller neither
   * writes to `path` again nor needs it, so a local store may take the file as it is (a link,
   * not a copy of its bytes).
   */
  putFile(key: string, path: string, spent?: boolean): Promise<void>;
  /** The whole object; `StoredObjectMissing` when there is none. */
  getBytes(key: string): Promise<Uint8Array>;
  /** The object as a stream with its length; `StoredObjectMissing` when there is none. */
  getStream(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends in `/`). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export type StorageSpec = { kind: 'local'; root: string } | { kind: 's3'; url: string };

export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`stored object ${key} is missing`);
    this.name = 'StoredObjectMissing';
  }
}

/** Keys are made by this server only; anything else (`..`, absolute paths) is a bug. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..') || key.endsWith('.partial'))
    throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function openObjectStore(spec: StorageSpec): ObjectStore {
  return spec.kind === 'local' ? localObjectStore(spec.root) : s3ObjectStore(spec.url);
}

/** A folder on this machine's disk. */
export function localObjectStore(folder: string | (() => string)): ObjectStore {
  // The folder may be made on first use (a temporary one in tests).
  const rootOf = typeof folder === 'string' ? () => folder : folder;
  const pathOf = (key: string) => join(rootOf(), ...checkKey(key).split('/'));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  // Written beside the target under a name no key can have, then renamed over it in one step.
  const partialOf = (path: string) => `${path}.${randomUUID()}.partial`;
  const commit = async (path: string, write: (partial: string) => Promise<void>) => {
    await mkdir(dirname(path), { recursive: true });
    const partial = partialOf(path);
    try {
      await write(partial);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };
  return {
    kind: 'local',
    get location() {
      return rootOf();
    },
    get spec(): StorageSpec {
      return { kind: 'local', root: rootOf() };
    },
    async put(key, body) {
      await commit(pathOf(key), (partial) => writeFile(partial, body, { flag: 'wx' }));
    },
    async putFile(key, path, spent = false) {
      await commit(pathOf(key), async (partial) => {
        if (spent) {
          // A second name for the same bytes; another file system (or one without links) copies.
          try {
            await link(path, partial);
            return;
          } catch {
            await rm(partial, { force: true });
          }
        }
        await copyFile(path, partial);
      });
    },
    async getBytes(key) {
      try {
        const buffer = await readFile(pathOf(key));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if (missing(error)) throw new StoredObjectMissing(key);
        throw error;
      }
    },
    async getStream(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if (missing(error)) throw new StoredObjectMissing(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`invalid storage prefix: ${prefix}`);
      const path = pathOf(prefix);
      if (!path.startsWith(rootOf() + sep)) throw new Error(`invalid storage prefix: ${prefix}`);
      await rm(path, { recursive: true, force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}

export interface S3Location {
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

/** `s3://BUCKET/PREFIX?endpoint=URL&forcePathStyle=true&region=REGION`. */
export function parseStorageUrl(url: string): S3Location {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('STORAGE_URL must look like s3://BUCKET/PREFIX?endpoint=URL&region=REGION');
  }
  if (parsed.protocol !== 's3:' || parsed.hostname === '')
    throw new Error('STORAGE_URL must look like s3://BUCKET/PREFIX?endpoint=URL&region=REGION');
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix !== '') checkKey(prefix);
  return {
    bucket: parsed.hostname,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint: parsed.searchParams.get('endpoint') ?? undefined,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: parsed.searchParams.get('forcePathStyle') === 'true',
  };
}

/**
 * A bucket of an S3-compatible store. Credentials come from the standard
 * `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`. Uploads go as one PUT with a known length and
 * a plain payload hash (no `aws-chunked` framing, which some compatible stores keep as data),
 * which is fine for objects up to the upload limit.
 */
export function s3ObjectStore(url: string): ObjectStore {
  const where = parseStorageUrl(url);
  // The SDK is loaded on first use only: a server on the local folder never pays its start-up.
  let sdk: Promise<{ s3: typeof S3; client: S3.S3Client }> | undefined;
  const open = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: where.region,
        forcePathStyle: where.forcePathStyle,
        ...(where.endpoint !== undefined ? { endpoint: where.endpoint } : {}),
        // Checksums only where S3 requires them: the default adds trailing checksums, which
        // means chunked uploads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = where.bucket;
  const Key = (key: string) => where.prefix + checkKey(key);
  const notFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  const put = async (key: string, body: Uint8Array) => {
    const { s3, client } = await open();
    await client.send(
      new s3.PutObjectCommand({
        Bucket,
        Key: Key(key),
        Body: body,
        ContentLength: body.byteLength,
      }),
    );
  };
  const get = async (key: string) => {
    const { s3, client } = await open();
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket, Key: Key(key) }));
    } catch (error) {
      if (notFound(error)) throw new StoredObjectMissing(key);
      throw error;
    }
  };
  const location = `s3://${Bucket}/${where.prefix}${where.endpoint ? ` at ${where.endpoint}` : ''}`;
  return {
    kind: 's3',
    location,
    spec: { kind: 's3', url },
    put,
    async putFile(key, path) {
      await put(key, await readFile(path));
    },
    async getBytes(key) {
      const answer = await get(key);
      return await answer.Body!.transformToByteArray();
    },
    async getStream(key) {
      const answer = await get(key);
      return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    },
    async delete(key) {
      const { s3, client } = await open();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`invalid storage prefix: ${prefix}`);
      const { s3, client } = await open();
      let token: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken: token }),
        );
        // One by one: the batch delete needs a Content-MD5 some compatible stores reject.
        for (const item of page.Contents ?? [])
          if (item.Key !== undefined)
            await client.send(new s3.DeleteObjectCommand({ Bucket, Key: item.Key }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },
    async exists(key) {
      const { s3, client } = await open();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}

/**
 * The store of a configuration: the S3 bucket of `STORAGE_URL`, or the local dataset folder.
 * One per configuration, shared by the routes, the sweeps and the guest purge.
 */
export function objectStoreFor(config: {
  storageUrl: string | null;
  datasetFileDir: string | null;
}): ObjectStore {
  let store = stores.get(config);
  if (store === undefined) {
    store =
      config.storageUrl !== null
        ? s3ObjectStore(config.storageUrl)
        : localObjectStore(datasetFolder(config));
    stores.set(config, store);
  }
  return store;
}
const stores = new WeakMap<object, ObjectStore>();

/** Folder of the local store: `DATA_DIR/datasets`, or a temporary one (tests). */
export function datasetFolder(config: { datasetFileDir: string | null }): () => string {
  let folder = datasetFolders.get(config);
  if (folder === undefined) {
    folder = lazyFolder(config.datasetFileDir, 'tonggye-datasets-');
    datasetFolders.set(config, folder);
  }
  return folder;
}
const datasetFolders = new WeakMap<object, () => string>();
