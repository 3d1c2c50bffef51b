import { join } from 'node:path';
import { readDataFile } from '@tonggye/stats';
import { loadConfig } from './config';
import { seedCenterAds } from './content/center-ads-seed';
import { seedCommunityAndServiceCentre } from './content/community-seed';
import {
  DEFAULT_ADMIN_EMAIL,
  ensureAdmin,
  seedSiteContent,
  type SeedAdmin,
} from './content/content-seed';
import { repairSeedLinks } from './content/seed-links';
import { createDatabase, migrateToLatest, type Database } from './db/database';
import { withDatabaseLock } from './db/locks';
import { insertDataset, previewOf, summaryOf } from './datasets';
import { writeFirstVersion } from './dataset-versions';
import { localObjectStore, objectStoreFor, type ObjectStore } from './storage/object-store';
import { createJsonLogger } from './logger';
import { SAMPLE_DATASET_ID, SAMPLE_OWNER } from './sample-dataset';
import { markSeeded } from './startup';
import { seedStoreCatalogue } from './store/seed';

export const SAMPLE_FILE_NAME = 'sample-survey.csv';
export { SAMPLE_DATASET_ID, SAMPLE_OWNER } from './sample-dataset';

/** A small, deterministic survey (40 people) with Korean headers, as a CSV text. */
export function sampleSurveyCsv(): string {
  let state = 20240501;
  const next = () => {
    // Park–Miller generator: the same file on every run.
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const lines = ['번호,성별,학년,공부시간,만족도,시험점수'];
  for (let id = 1; id <= 40; id++) {
    const gender = next() < 0.5 ? '남' : '여';
    const grade = 1 + Math.floor(next() * 4);
    const hours = Math.round((2 + next() * 10) * 10) / 10;
    const satisfaction = 1 + Math.floor(next() * 5);
    const score = Math.round(45 + hours * 3.5 + satisfaction * 2 + next() * 12);
    // One missing score, as real surveys have.
    lines.push([id, gender, grade, hours, satisfaction, id === 17 ? '' : score].join(','));
  }
  return lines.join('\n') + '\n';
}

/** Adds the sample content when missing; returns what it added. */
export async function seed(
  db: Database,
  /** `storage`: where the sample's table goes; `DATA_DIR/datasets` by default. */
  options: { dataDir: string; storage?: ObjectStore },
): Promise<string[]> {
  const added: string[] = [];
  // The sample lives in the store as a dataset's table, like every upload: nothing on this
  // machine's disk, so every process behind the load balancer serves it.
  const csv = sampleSurveyCsv();

  const existing = await db
    .selectFrom('datasets')
    .select('id')
    .where('id', '=', SAMPLE_DATASET_ID)
    .executeTakeFirst();
  if (!existing) {
    const bytes = new TextEncoder().encode(csv);
    const { table, info } = readDataFile(bytes, {
      fileName: SAMPLE_FILE_NAME,
      firstRowAsNames: true,
      encoding: 'auto',
    });
    const storage = options.storage ?? localObjectStore(join(options.dataDir, 'datasets'));
    const version = await writeFirstVersion(db, storage, SAMPLE_DATASET_ID, table, new Date());
    await db.transaction().execute((trx) =>
      insertDataset(trx, {
        id: SAMPLE_DATASET_ID,
        // Nobody's: visitors work on their own copies (`POST /dataset/sample`).
        owner: SAMPLE_OWNER,
        fileName: SAMPLE_FILE_NAME,
        title: '샘플 설문 데이터',
        info,
        summary: summaryOf(table),
        preview: previewOf(table),
        sizeBytes: bytes.byteLength,
        version: { id: version.versionId, prefix: version.prefix, stored: version.stored },
      }),
    );
    added.push(`dataset ${SAMPLE_DATASET_ID}`);
  }
  return added;
}

export interface ContentSeedResult {
  added: string[];
  /** The administrator; `password` only when this run created the account. */
  admin: SeedAdmin;
}

/**
 * The site content: the first administrator (created only when no live admin exists; the
 * generated password is returned once and stored only hashed), the site content and the
 * community and service-centre samples (`content/community-seed.ts`). Idempotent: a second run
 * adds nothing and returns no password.
 */
export async function seedContent(
  db: Database,
  options: { now: Date; adminEmail: string },
): Promise<ContentSeedResult> {
  const admin = await ensureAdmin(db, options.adminEmail, options.now);
  const added: string[] = [];
  if (admin.password !== undefined) added.push(`admin ${admin.email}`);
  added.push(...(await seedSiteContent(db, options.now)));
  added.push(...(await seedCenterAds(db, options.now)));
  added.push(...(await seedCommunityAndServiceCentre(db, admin, options.now)));
  added.push(...(await seedStoreCatalogue(db, options.now)));
  // Last: it corrects what the seeders above loaded in an older version.
  added.push(...(await repairSeedLinks(db, options.now)));
  return { added, admin };
}

/** The once-only notice of a new administrator's password, on standard output. */
export function adminPasswordNotice(admin: SeedAdmin): string {
  return [
    '',
    '  관리자 계정을 만들었습니다 (Administrator account created)',
    `    이메일 / e-mail:    ${admin.email}`,
    `    비밀번호 / password: ${admin.password ?? ''}`,
    '  이 비밀번호는 다시 표시되지 않습니다. 로그인한 뒤 바로 바꿔 주세요.',
    '  (This password is shown only once; sign in and change it.)',
    '',
    '',
  ].join('\n');
}

/** Everything the seed adds (`SEED_ADMIN_EMAIL` from the environment); idempotent. */
export async function seedAll(
  db: Database,
  dataDir: string,
  /** Where the sample's table goes; `DATA_DIR/datasets` by default. */
  storage?: ObjectStore,
): Promise<{ added: string[]; admin: SeedAdmin }> {
  const added = await seed(db, { dataDir, ...(storage ? { storage } : {}) });
  const content = await seedContent(db, {
    now: new Date(),
    adminEmail: process.env.SEED_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL,
  });
  return { added: [...added, ...content.added], admin: content.admin };
}

/**
 * The seed command, `pnpm seed`: migrates, then adds whatever of the seed is missing (a start
 * seeds only a database never seeded, see `startup.ts`), under the same lock as a start's seed.
 */
export async function runSeed(): Promise<void> {
  const logger = createJsonLogger();
  const config = loadConfig();
  const { db, kind, location } = createDatabase(config.databaseUrl);
  try {
    const storage = objectStoreFor(config);
    await migrateToLatest(db, { storage });
    const locked = await withDatabaseLock(db, kind, 'seed', async () => {
      const result = await seedAll(db, config.dataDir, storage);
      await markSeeded(db);
      return result;
    });
    if (!locked.ran) return;
    const { added, admin } = locked.value;
    // Printed here only, never logged: the password exists nowhere else in plain text.
    if (admin.password !== undefined) process.stdout.write(adminPasswordNotice(admin));
    logger.info('seed done', {
      location,
      added: added.join('; ') || 'nothing (already seeded)',
    });
  } finally {
    await db.destroy();
  }
}

/** `pnpm seed` as a process: the seed, then an exit status that says whether it worked. */
export function runSeedCommand(): void {
  runSeed().catch((error: unknown) => {
    process.stderr.write(
      `seed failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}

if (import.meta.filename === process.argv[1]) runSeedCommand();
