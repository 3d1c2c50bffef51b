import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_datasets_and_analyses';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_social_accounts';
import * as m0004 from './0004_admin_audit';
import * as m0005 from './0005_community_service';
import * as m0006 from './0006_site_content';
import * as m0007 from './0007_dataset_settings';
import * as m0008 from './0008_store';
import * as m0009 from './0009_store_services';
import * as m0010 from './0010_store_more';
import * as m0011 from './0011_center_ads';
import * as m0012 from './0012_store_billing';
import * as m0013 from './0013_ordermade_subscriptions';
import * as m0014 from './0014_store_refund_retries';
import * as m0015 from './0015_store_review_edits';
import * as m0016 from './0016_storage_deletions';
import { datasetVersionsMigration } from './0017_dataset_versions';
import * as m0020 from './0020_guest_keys';
import * as m0021 from './0021_shared_limits_and_sweeps';
import * as m0022 from './0022_session_idle';
import * as m0023 from './0023_sample_dataset_unowned';
import * as m0024 from './0024_version_syntax_columns';
import type { ObjectStore } from '../../storage/object-store';

/**
 * Every migration, by name; names sort in the order they run. Add new ones at the end. Moving
 * stored tables into the object store needs the store (`storage`; a fresh database does not).
 */
export function migrationsFor(storage?: ObjectStore): Record<string, Migration> {
  return {
    ...earlier,
    '0017_dataset_versions': datasetVersionsMigration(storage),
    '0020_guest_keys': m0020,
    '0021_shared_limits_and_sweeps': m0021,
    '0022_session_idle': m0022,
    '0023_sample_dataset_unowned': m0023,
    '0024_version_syntax_columns': m0024,
  };
}

const earlier: Record<string, Migration> = {
  '0001_datasets_and_analyses': m0001,
  '0002_accounts': m0002,
  '0003_social_accounts': m0003,
  '0004_admin_audit': m0004,
  '0005_community_service': m0005,
  '0006_site_content': m0006,
  '0007_dataset_settings': m0007,
  '0008_store': m0008,
  '0009_store_services': m0009,
  '0010_store_more': m0010,
  '0011_center_ads': m0011,
  '0012_store_billing': m0012,
  '0013_ordermade_subscriptions': m0013,
  '0014_store_refund_retries': m0014,
  '0015_store_review_edits': m0015,
  '0016_storage_deletions': m0016,
};

/** Every migration, for a database that holds no tables to move (a fresh one). */
export const migrations: Record<string, Migration> = migrationsFor();
