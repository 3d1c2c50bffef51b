import type { Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('encoding', 'text')
    .addColumn('delimiter', 'text')
    .addColumn('info_json', 'text', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('column_count', 'integer', (col) => col.notNull())
    .addColumn('summary_json', 'text', (col) => col.notNull())
    .addColumn('table_json', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('datasets_owner_created_at')
    .on('datasets')
    .columns(['owner', 'created_at'])
    .execute();

  await db.schema
    .createTable('analyses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('dataset_id', 'text', (col) =>
      col.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('analysis', 'text', (col) => col.notNull())
    .addColumn('request_json', 'text', (col) => col.notNull())
    .addColumn('result_json', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('analyses_dataset_id').on('analyses').column('dataset_id').execute();
  await db.schema
    .createIndex('analyses_owner_created_at')
    .on('analyses')
    .columns(['owner', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analyses').execute();
  await db.schema.dropTable('datasets').execute();
}
