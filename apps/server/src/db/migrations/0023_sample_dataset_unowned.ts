import { sql, type Kysely } from 'kysely';

/**
 * The seeded sample dataset belonged to the well-known guest `guest-0000000000`, so anyone naming
 * that guest could rename or delete it. It now belongs to no one (the owner no identity can have,
 * `SAMPLE_OWNER` of `sample-dataset.ts`, written out here because a migration never changes);
 * its row, versions and stored objects stay as they are. The analyses run on it under that guest
 * stay that guest's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update datasets set owner = ${'shared:sample'} where id = ${'00000000-0000-4000-8000-00000000a001'}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update datasets set owner = ${'guest-0000000000'} where id = ${'00000000-0000-4000-8000-00000000a001'} and owner = ${'shared:sample'}`.execute(
    db,
  );
}
