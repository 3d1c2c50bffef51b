import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A data sub-folder made on first use: `dir` (with its parents) when configured, otherwise a new
 * temporary folder named `<prefix>…` (tests, and a server without DATA_DIR). Nothing touches the
 * disk until the first call; every later call answers the same folder.
 */
export function lazyFolder(dir: string | null, prefix: string): () => string {
  let folder: string | undefined;
  return () => {
    if (folder === undefined) {
      if (dir === null) {
        folder = mkdtempSync(join(tmpdir(), prefix));
      } else {
        mkdirSync(dir, { recursive: true });
        folder = dir;
      }
    }
    return folder;
  };
}
