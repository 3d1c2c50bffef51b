import type { Kysely } from 'kysely';

/**
 * What a visitor keeps with a dataset: the original file's name on
 * disk (for `/user/downloadFiles`), the frequency value groupings of `/dataset/category`,
 * the variable settings and cleaning options of `/dataset/update`, and the factor groups of
 * `/factor/factorGroups`. Kept on the dataset row so they move with it from a guest to the
 * account and go with it when it is removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('datasets').addColumn('stored_name', 'text').execute();
  await db.schema.alterTable('datasets').addColumn('category_json', 'text').execute();
  await db.schema.alterTable('datasets').addColumn('settings_json', 'text').execute();
  await db.schema.alterTable('datasets').addColumn('factor_groups_json', 'text').execute();
  await db.schema.alterTable('datasets').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'updated_at',
    'factor_groups_json',
    'settings_json',
    'category_json',
    'stored_name',
  ])
    await db.schema.alterTable('datasets').dropColumn(column).execute();
}
