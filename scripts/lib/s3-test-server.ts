/**
 * A real S3-compatible server for tests of media in a bucket (the API tests, the end-to-end
 * suite on a scaled-out site): s3rver (the maintained @20minutes fork), listening on a free
 * loopback port and keeping its objects in a temp folder, removed when it is closed.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './free-port.ts';

interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  /**
   * s3rver computes a listing's signature over another path than the SDK signs (a bucket's
   * path with or without its slash), so it refuses every signed ListObjectsV2; it still checks
   * that the access key exists.
   */
  allowMismatchedSignatures: boolean;
  configureBuckets: { name: string }[];
}

interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver') as new (options: S3rverOptions) => S3rver;

export const BUCKET = 'media';

export interface TestBucket {
  /** The S3_* settings of a server storing its media in this bucket. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops the server (to test the bucket being unreachable). */
  stop(): Promise<void>;
  /** Stops the server and removes its objects. */
  close(): Promise<void>;
}

/** A bucket named `BUCKET` on a new s3rver, on a free loopback port, its objects in `directory` (a new temp folder by default). */
export async function startTestBucket(directory?: string): Promise<TestBucket> {
  if (directory) await mkdir(directory, { recursive: true });
  else directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's own account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  const close = async () => {
    client.destroy();
    await stop();
    await rm(directory, { recursive: true, force: true });
  };
  const keys = async () => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      found.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  };
  return { env, client, keys, stop, close };
}
