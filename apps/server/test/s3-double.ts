import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Double {
  /** `STORAGE_URL` of a bucket on it, under `prefix`. */
  storageUrl(prefix?: string): string;
  /** Where it keeps its objects (to look at or damage them behind the server's back). */
  directory: string;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver) on a free port with one bucket, and the standard
 * credential variables set to the ones it accepts.
 */
export async function startS3Double(bucket = 'tonggye-test'): Promise<S3Double> {
  const directory = mkdtempSync(join(tmpdir(), 'tonggye-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    directory,
    storageUrl: (prefix = 'data') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true&region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
