/**
 * A real S3-compatible server for the tests of media in a bucket (scripts/lib/s3-test-server.ts),
 * closed and its objects removed after the test.
 */
import type { TestContext } from 'node:test';
import { startTestBucket, type TestBucket } from '../../scripts/lib/s3-test-server.ts';

export { BUCKET, type TestBucket } from '../../scripts/lib/s3-test-server.ts';

export async function startS3Server(t: TestContext): Promise<TestBucket> {
  const bucket = await startTestBucket();
  t.after(() => bucket.close());
  return bucket;
}
