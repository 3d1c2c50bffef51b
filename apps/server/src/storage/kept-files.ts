import { readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import type { ObjectStore } from './object-store';

/**
 * Files people attach (post images, …) live in the object store under `<area>/`, so every
 * process behind the load balancer serves what any of them received. A file's name is made by
 * this server and may start with `-` or `_` (base64url); the store's keys start every segment
 * with a letter or digit, hence the fixed `f-` before it.
 */
export function keptFileKey(area: string, name: string): string {
  return `${area}/f-${name}`;
}

/**
 * Moves what an older version kept in a folder of this machine's `DATA_DIR` into the store, once:
 * every file whose name `isOurs` accepts is copied in (unless the store has it already), then
 * the folder is renamed `<folder>.in-store` (kept, not deleted, as the operator's backup), so a
 * later start finds nothing to do. A failure leaves the folder as it was for the next start.
 */
export async function moveFolderIntoStore(
  folder: string,
  storage: ObjectStore,
  area: string,
  isOurs: (name: string) => boolean,
  logger?: Logger,
): Promise<number> {
  let names: string[];
  try {
    if (!(await stat(folder)).isDirectory()) return 0;
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let copied = 0;
  try {
    for (const name of names) {
      if (!isOurs(name)) continue;
      const key = keptFileKey(area, name);
      if (await storage.exists(key)) continue;
      await storage.putFile(key, join(folder, name));
      copied++;
    }
    await rename(folder, `${folder}.in-store`);
  } catch (error) {
    // Another process on the same DATA_DIR moved the folder first: it finishes the job.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return copied;
    throw error;
  }
  logger?.info('kept files moved into the store', { area, folder, copied });
  return copied;
}
