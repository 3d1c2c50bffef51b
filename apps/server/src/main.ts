import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { createWorkerPool } from './engine/pool';
import { createJsonLogger, describeError } from './logger';
import { createServerMetrics } from './metrics';
import { serveSite, siteIdleTimeoutFrom } from './site';
import { startGuestPurge } from './guest-purge';
import { startOrderExpirySweeper } from './store/orders';
import { startRefundSweeper } from './store/refunds';
import { startDeclinedChargeMailer } from './store/billing-mail';
import { restockMailer } from './store/restock-mail';
import { startSubscriptionSweeper } from './store/subscription-cycles';
import { storeDb } from './store/schema';
import { startDeletionSweep } from './storage/deletions';
import { collectUnusedVersions } from './dataset-versions';
import { objectStoreFor, type ObjectStore } from './storage/object-store';
import { moveFolderIntoStore } from './storage/kept-files';
import { BOARD_IMAGE_AREA, BOARD_IMAGE_NAME } from './routes/board-images';
import { QNA_ATTACHMENT_AREA, STORED_NAME as ATTACHMENT_NAME } from './content/attachments';
import { PROFILE_IMAGE_AREA, PROFILE_IMAGE_NAME } from './routes/profile';
import { STORE_FILE_AREA } from './store/files';
import { adminPasswordNotice, seedAll } from './seed';
import { prepareDatabase } from './startup';
import { shouldSeedOnStart } from './start-options';
import { coordinatePeriodicJobs, databaseCoordinator } from './periodic';

const logger = createJsonLogger();

/**
 * Post images, Q&A attachments, profile images and the store's files (made-to-order drawings,
 * review photos) an older version kept in this machine's DATA_DIR go into the store at the first
 * start (once: each folder is renamed afterwards). A store that cannot take
 * them now is retried at the next start; meanwhile the server still comes up.
 */
async function moveKeptFilesIntoStore(
  config: ReturnType<typeof loadConfig>,
  storage: ObjectStore,
): Promise<void> {
  const folders = [
    {
      folder: config.boardImageDir,
      area: BOARD_IMAGE_AREA,
      isOurs: (name: string) => BOARD_IMAGE_NAME.test(name),
    },
    {
      folder: join(config.dataDir, 'qna-attachments'),
      area: QNA_ATTACHMENT_AREA,
      isOurs: (name: string) => ATTACHMENT_NAME.test(name),
    },
    {
      folder: config.profileImageDir,
      area: PROFILE_IMAGE_AREA,
      isOurs: (name: string) => PROFILE_IMAGE_NAME.test(name),
    },
    {
      folder: join(config.dataDir, 'store-files'),
      area: STORE_FILE_AREA,
      isOurs: (name: string) => ATTACHMENT_NAME.test(name),
    },
  ];
  for (const { folder, area, isOurs } of folders) {
    if (folder === null) continue;
    await moveFolderIntoStore(folder, storage, area, isOurs, logger).catch((error: unknown) =>
      logger.error('moving kept files into the store failed', {
        folder,
        error: describeError(error),
      }),
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.usesDevelopmentKey) {
    logger.warn(
      'ENVELOPE_KEY is not set: using the development envelope key; set it (the same as the site build) in production',
    );
  }
  const { db, kind, location, pool } = createDatabase(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    backgroundCheckpoints: true,
  });
  const storage = objectStoreFor(config);
  const prepared = await prepareDatabase(
    db,
    kind,
    shouldSeedOnStart() ? (target) => seedAll(target, config.dataDir, storage) : undefined,
    storage,
  ).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  // Printed here only, never logged: the password exists nowhere else in plain text.
  if (prepared.seeded?.admin.password !== undefined)
    process.stdout.write(adminPasswordNotice(prepared.seeded.admin));
  logger.info('database ready', {
    kind,
    location,
    migrationsApplied: prepared.migrations.length,
    seeded: prepared.seeded === null ? 'not now' : prepared.seeded.added.join('; ') || 'nothing',
  });

  // Each sweep below runs once per interval across every process on this database.
  coordinatePeriodicJobs(databaseCoordinator(db, kind));
  logger.info('storage ready', { kind: storage.kind, location: storage.location });
  await moveKeptFilesIntoStore(config, storage);
  const metrics = createServerMetrics();
  if (pool) metrics.watchPool(pool);
  const engine = createWorkerPool({
    size: config.analysisWorkers,
    logger,
    cacheBytes: config.datasetCacheBytes,
  });
  const app = createApp({
    db,
    config,
    logger,
    engine,
    metrics,
    storage,
    // Ready only while the store answers too: a process that cannot reach the files serves nothing useful.
    readinessChecks: { storage: () => storage.exists('ready-probe') },
  });
  // Superseded versions no analysis names go, then stored objects whose rows are gone (and
  // uploads cut off half-way) are removed, retried until done.
  const deletionSweep = startDeletionSweep(db, storage, config.now, logger, (now) =>
    collectUnusedVersions(db, storage, now),
  );
  // Unpaid orders past their deadline give their stock back even when nobody orders.
  const sweeper = startOrderExpirySweeper(storeDb(db), config.store, config.now, logger);
  // Each active subscription's order for its next delivery, once per cycle.
  const subscriptionSweeper = startSubscriptionSweeper(
    storeDb(db),
    config.store,
    config.now,
    logger,
  );
  // Card refunds still pending a minute after their change (provider down, answer lost) go again.
  const refundSweeper = startRefundSweeper(storeDb(db), config.store, config.now, logger);
  // Members whose regular-delivery card was declined are mailed once per charge.
  const declinedMailer = startDeclinedChargeMailer(
    storeDb(db),
    restockMailer(config),
    config.store.inicis?.siteBase ?? '',
    config.now,
    logger,
  );
  // Guests' datasets untouched for GUEST_DATA_MAX_AGE_DAYS go, with their analyses and files.
  const guestPurge = startGuestPurge(db, storage, config.now, config.guestDataMaxAgeDays, logger);
  // A run-time idle logout for the served pages (e.g. a short one for the end-to-end tests).
  const siteServed = serveSite(app, config.siteDir, {
    idleTimeoutMs: siteIdleTimeoutFrom(process.env.SITE_IDLE_TIMEOUT_MS, logger),
    connectSources: config.siteConnectSources,
  });
  if (!siteServed) {
    logger.warn('no built site: only the API is served', {
      siteDir: config.siteDir,
      hint: 'pnpm --filter @tonggye/site build',
    });
  }

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const address = `http://localhost:${info.port}`;
    process.stdout.write(
      `\n  통계 서비스가 ${address} 에서 실행 중입니다 (Serving on ${address})\n\n`,
    );
    logger.info('listening', { address, site: siteServed });
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    // Force the exit when open connections keep the server from closing in time.
    setTimeout(() => process.exit(1), 10_000).unref();
    // No new sweeps from here; one still running finishes before the database closes.
    const sweepsStopped = Promise.all([
      sweeper.stop(),
      subscriptionSweeper.stop(),
      refundSweeper.stop(),
      declinedMailer.stop(),
      guestPurge.stop(),
      deletionSweep.stop(),
    ]);
    server.close(() => {
      sweepsStopped
        .then(() => Promise.all([engine.close(), db.destroy()]))
        .then(() => process.exit(0))
        .catch(() => process.exit(1));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('start-up failed', {
    error: describeError(error),
    cause:
      error instanceof Error && error.cause instanceof Error
        ? describeError(error.cause)
        : undefined,
  });
  process.exit(1);
});
