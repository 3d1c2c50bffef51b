import type { Kysely } from 'kysely';

/**
 * An original version keeps its columns' facts for SPSS syntax (`SyntaxColumn[]` as JSON: text
 * widths, categories, decimals, ranges), taken when it is stored. Versions stored before have
 * none; the first syntax written for them takes the facts from the table and keeps them here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dataset_versions').addColumn('syntax_columns_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dataset_versions').dropColumn('syntax_columns_json').execute();
}
