import type { Column, DataTable } from '@tonggye/stats';
import {
  CorruptTableError,
  decodeColumn,
  decodedBytesOf,
  type StoredColumnEntry,
} from './arrow-table';
import { openObjectStore, StoredObjectMissing, type StorageSpec } from './object-store';

/** What a worker needs to read one version of a dataset: never the data itself. */
export interface StoredTableRef {
  datasetId: string;
  versionId: string;
  contentHash: string;
  rowCount: number;
  columns: StoredColumnEntry[];
  storage: StorageSpec;
}

/** A stored table that is missing or cannot be decoded; the server names the dataset. */
export class StoredTableUnreadable extends Error {
  constructor(
    readonly datasetId: string,
    readonly versionId: string,
    readonly why: string,
  ) {
    super(`stored table of dataset ${datasetId} (version ${versionId}) is unreadable: ${why}`);
    this.name = 'StoredTableUnreadable';
  }
}

/**
 * Decoded columns, least recently used first out, within a byte budget (the process's share of
 * `DATASET_CACHE_MB`). Keyed by dataset, version and content hash, so a new version or a
 * re-stored table is never answered from an old entry.
 */
export class ColumnCache {
  private readonly entries = new Map<string, { column: Column; bytes: number }>();
  private used = 0;

  constructor(readonly budgetBytes: number) {}

  get(key: string): Column | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first entry is the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.column;
  }

  set(key: string, column: Column, bytes: number): void {
    if (bytes > this.budgetBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.used -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { column, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  get usedBytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Columns an analysis request names: every text anywhere in it that is a column's name (variable
 * lists, grouping variables, factor groups…), so no analysis needs a list of its own fields. A
 * text that only happens to equal a column name loads one column too many, never one too few.
 */
export function namedColumns(request: unknown, columnNames: readonly string[]): Set<string> {
  const known = new Set(columnNames);
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 20) return;
    if (typeof value === 'string') {
      if (known.has(value)) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(request, 0);
  return found;
}

const stores = new Map<string, ReturnType<typeof openObjectStore>>();
/** One store per description, opened on first use in this thread. */
export function storeOf(spec: StorageSpec) {
  const id = JSON.stringify(spec);
  let store = stores.get(id);
  if (store === undefined) {
    store = openObjectStore(spec);
    stores.set(id, store);
  }
  return store;
}

/**
 * The table of a stored version with only the columns `names` (all of them when null), in the
 * stored order. Cached columns are not read again; the others are read from the store one object
 * each and decoded here, in the thread that runs the analysis.
 */
export async function loadStoredTable(
  ref: StoredTableRef,
  names: ReadonlySet<string> | null,
  cache: ColumnCache,
): Promise<DataTable> {
  const store = storeOf(ref.storage);
  const wanted = ref.columns
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => names === null || names.has(entry.name));
  const columns = await Promise.all(
    wanted.map(async ({ entry, index }) => {
      const key = `${ref.datasetId}/${ref.versionId}/${ref.contentHash}/${index}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      let column: Column;
      try {
        column = decodeColumn(await store.getBytes(entry.key));
      } catch (error) {
        if (error instanceof StoredObjectMissing)
          throw new StoredTableUnreadable(ref.datasetId, ref.versionId, `${entry.key} is missing`);
        if (error instanceof CorruptTableError)
          throw new StoredTableUnreadable(
            ref.datasetId,
            ref.versionId,
            `${entry.key}: ${error.message}`,
          );
        throw error;
      }
      if (column.values.length !== ref.rowCount || column.name !== entry.name)
        throw new StoredTableUnreadable(
          ref.datasetId,
          ref.versionId,
          `${entry.key} does not match the version's columns`,
        );
      cache.set(key, column, decodedBytesOf(column.type, ref.rowCount));
      return column;
    }),
  );
  return { columns, rowCount: ref.rowCount };
}
