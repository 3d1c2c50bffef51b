import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AnalysisEngine } from './engine/types';
import type { Identity } from './identity';
import type { Logger } from './logger';
import type { ObjectStore } from './storage/object-store';

/** Hono environment of the app: values middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    identity: Identity;
  };
}

/** What every route module is built from. */
export interface RouteDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Runs analyses off the event loop (a worker pool in production). */
  engine: AnalysisEngine;
  /** Datasets' original files and tables (a local folder or an S3-compatible bucket). */
  storage: ObjectStore;
}
