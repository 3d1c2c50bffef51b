/**
 * `pnpm migrate`: applies the pending migrations and exits (a deployment can run it before
 * starting the new processes; a start applies them too, under the same lock).
 */
import { loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import { createJsonLogger, describeError } from './logger';

const logger = createJsonLogger();
const config = loadConfig();
const { db, kind, location } = createDatabase(config.databaseUrl);
try {
  const results = await migrateToLatest(db);
  logger.info('migrations applied', {
    kind,
    location,
    applied: results.map((result) => result.migrationName).join(', ') || 'none pending',
  });
} catch (error) {
  logger.error('migration failed', { error: describeError(error) });
  process.exitCode = 1;
} finally {
  await db.destroy();
}
