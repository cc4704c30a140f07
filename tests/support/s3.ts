import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server in this process, with one bucket, for the S3 backend's tests. */
export interface TestS3 {
  bucket: string;
  /** The picture settings that point the server at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on a free port with its data in a fresh temporary directory. */
export async function startTestS3(bucket = 'pricelist-test-images'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pricelist-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
