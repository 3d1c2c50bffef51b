import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_datasets_and_analyses';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_datasets_and_analyses': m0001,
};
