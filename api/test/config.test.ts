import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.ts';

test('defaults apply when nothing is set', () => {
  const config = loadConfig({}, '/srv/app');
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.dataDir, '/srv/app/data');
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.seed, 'demo');
  assert.equal(config.admin, undefined);
  assert.equal(config.webRoot, path.resolve(import.meta.dirname, '..', '..'));
  assert.deepEqual(config.corsOrigins, []);
  assert.deepEqual(config.apiHosts, {});
  assert.equal(config.publicUrl, 'http://localhost:8080', 'the address it serves on this machine');
  assert.equal(config.trustProxy, false);
  assert.equal(config.logLevel, 'info');
  assert.equal(config.workers, 1, 'one process serves');
  assert.equal(config.shutdownGraceMs, 30_000);
});

test('WORKERS takes a number of processes or auto (one per core); anything else is refused', () => {
  assert.equal(loadConfig({ WORKERS: '3' }).workers, 3);
  assert.equal(loadConfig({ WORKERS: 'auto' }).workers, availableParallelism());
  assert.equal(loadConfig({ SHUTDOWN_GRACE_MS: '5000' }).shutdownGraceMs, 5000);
  for (const value of ['0', 'many', '-2']) {
    assert.throws(
      () => loadConfig({ WORKERS: value }),
      (error: ConfigError) =>
        error.problems.some((problem) => problem.startsWith(`WORKERS="${value}": expected a whole number`)),
    );
  }
  assert.throws(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' }), ConfigError);
});

test('values are converted and paths resolved against the working directory', () => {
  const config = loadConfig(
    {
      PORT: '3000',
      DATA_DIR: 'var/data',
      WEB_ROOT: '/opt/web',
      SEED: 'none',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      PUBLIC_URL: 'https://mijikenda.example/',
      CORS_ORIGINS: 'https://a.example, http://localhost:3001',
      API_HOSTS: '{"staging.example":"https://api.staging.example"}',
      ADMIN_EMAIL: 'Root@Example.org',
      ADMIN_PASSWORD: 'secret',
      DATABASE_URL: 'postgres://u@localhost/db',
      LOG_LEVEL: 'silent',
    },
    '/srv/app',
  );
  assert.equal(config.port, 3000);
  assert.equal(config.dataDir, '/srv/app/var/data');
  assert.equal(config.webRoot, '/opt/web');
  assert.equal(config.seed, 'none');
  assert.deepEqual(config.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  assert.equal(config.publicUrl, 'https://mijikenda.example');
  assert.deepEqual(config.corsOrigins, ['https://a.example', 'http://localhost:3001']);
  assert.deepEqual(config.apiHosts, { 'staging.example': 'https://api.staging.example' });
  assert.deepEqual(config.admin, { email: 'root@example.org', password: 'secret' });
  assert.equal(config.databaseUrl, 'postgres://u@localhost/db');
  assert.equal(config.logLevel, 'silent');
});

test('every bad variable is listed in one error', () => {
  assert.throws(
    () =>
      loadConfig({
        PORT: 'eighty',
        SEED: 'lots',
        DATABASE_URL: 'mysql://x',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      const names = error.problems.map((problem) => problem.split('=')[0]);
      assert.deepEqual(names.sort(), ['DATABASE_URL', 'PORT', 'SEED']);
      assert.match(error.message, /PORT="eighty": expected a port number/);
      return true;
    },
  );
});

test('cross-field and format checks', () => {
  assert.throws(() => loadConfig({ ADMIN_EMAIL: 'root@example.org' }), /set both or neither/);
  assert.throws(() => loadConfig({ ADMIN_EMAIL: 'root', ADMIN_PASSWORD: 'secret' }), /ADMIN_EMAIL/);
  assert.throws(
    () => loadConfig({ ADMIN_EMAIL: 'root@example.org', ADMIN_PASSWORD: 'abc' }),
    /ADMIN_PASSWORD/,
  );
  assert.throws(() => loadConfig({ API_HOSTS: '["x"]' }), /API_HOSTS/);
  assert.throws(() => loadConfig({ API_HOSTS: '{oops' }), /API_HOSTS/);
  assert.throws(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' }), /CORS_ORIGINS/);
  assert.throws(() => loadConfig({ CORS_ORIGINS: 'not a url' }), /CORS_ORIGINS/);
});

test('empty variables count as unset', () => {
  assert.equal(loadConfig({ PORT: '', DATABASE_URL: '' }).port, 8080);
  assert.equal(loadConfig({ DATABASE_URL: '  ' }).databaseUrl, undefined);
});

test('RATE_LIMIT_PER_MINUTE sets the per-address limit of the account and form endpoints', () => {
  assert.equal(loadConfig({}).rateLimitPerMinute, 600, 'a crowd on one address is not locked out');
  assert.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '5000' }).rateLimitPerMinute, 5000);
  assert.throws(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }), /RATE_LIMIT_PER_MINUTE/);
});

test('password hashes and image encodes take turns: one a core by default, at most the thread pool', () => {
  const cores = Math.min(availableParallelism(), 4);
  assert.deepEqual(loadConfig({}).passwordHashing, { running: cores, waiting: 64, waitMs: 1000 });
  assert.deepEqual(loadConfig({}).imageEncoding, { running: cores, waiting: 32, waitMs: 3000 });
  assert.equal(loadConfig({ UV_THREADPOOL_SIZE: '1' }).passwordHashing.running, 1);
  assert.deepEqual(
    loadConfig({ PASSWORD_HASHES_AT_ONCE: '3', PASSWORD_HASH_QUEUE: '0', PASSWORD_HASH_WAIT_MS: '250' })
      .passwordHashing,
    { running: 3, waiting: 0, waitMs: 250 },
  );
  assert.deepEqual(
    loadConfig({ IMAGE_ENCODES_AT_ONCE: '1', IMAGE_ENCODE_QUEUE: '5', IMAGE_ENCODE_WAIT_MS: '0' })
      .imageEncoding,
    { running: 1, waiting: 5, waitMs: 0 },
  );
  assert.throws(() => loadConfig({ PASSWORD_HASHES_AT_ONCE: '0' }), /PASSWORD_HASHES_AT_ONCE/);
  assert.throws(() => loadConfig({ IMAGE_ENCODE_QUEUE: '-1' }), /IMAGE_ENCODE_QUEUE/);
});

test("PUBLIC_URL is the site's address: an http(s) origin, without a path", () => {
  assert.equal(loadConfig({ PORT: '3000' }).publicUrl, 'http://localhost:3000', 'by default the local one');
  assert.equal(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).publicUrl, 'http://127.0.0.1:4000');
  for (const bad of [
    'https://mijikenda.example/shop',
    'mijikenda.example',
    'ftp://mijikenda.example',
    'https://x.example?a=1',
  ]) {
    assert.throws(
      () => loadConfig({ PUBLIC_URL: bad }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.length === 1 &&
        error.problems[0]!.startsWith(`PUBLIC_URL=${JSON.stringify(bad)}: expected the site's address`),
      bad,
    );
  }
});

test("TRUST_PROXY names the proxies whose X-Forwarded-* count; 'true' and hop counts are refused", () => {
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: ' , ' }).trustProxy, false);
  assert.deepEqual(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy, ['loopback']);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '::1,192.168.0.0/16' }).trustProxy, ['::1', '192.168.0.0/16']);
  const refusal = (value: string, reason: RegExp) =>
    assert.throws(
      () => loadConfig({ TRUST_PROXY: value }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 1);
        assert.match(error.problems[0]!, new RegExp(`^TRUST_PROXY=${JSON.stringify(value)}: `));
        assert.match(error.problems[0]!, reason);
        return true;
      },
    );
  // Each says what to write instead.
  refusal('true', /every hop.*List the addresses of the proxies.*TRUST_PROXY=10\.0\.0\.0\/8/);
  refusal('TRUE', /every hop/);
  refusal('1', /number of hops.*List the addresses of the proxies/);
  refusal('maybe', /invalid IP address: maybe/);
  refusal('10.0.0.0/33', /invalid range/);
  refusal('127.0.0.1,nope', /invalid IP address: nope/);
});

test('media stays on the local disk unless S3_BUCKET names a bucket', () => {
  assert.deepEqual(loadConfig({}).mediaStore, { kind: 'local' });
  const bucket = loadConfig({
    S3_BUCKET: 'mijikenda-media',
    S3_REGION: 'eu-west-1',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_PUBLIC_URL: 'https://media.mijikenda.example/',
  }).mediaStore;
  assert.deepEqual(bucket, {
    kind: 's3',
    bucket: 'mijikenda-media',
    region: 'eu-west-1',
    endpoint: 'http://127.0.0.1:9000',
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    forcePathStyle: true,
    publicUrl: 'https://media.mijikenda.example',
  });
  const onAws = loadConfig({ S3_BUCKET: 'mijikenda-media', S3_REGION: 'eu-west-1' }).mediaStore;
  assert.deepEqual(
    onAws,
    {
      kind: 's3',
      bucket: 'mijikenda-media',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    },
    "AWS's own address and the SDK's credentials (an instance role)",
  );
});

test('S3 settings that cannot work are refused, each named', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems.join('\n');
    }
    assert.fail('accepted');
  };
  assert.match(problems({ S3_BUCKET: 'media' }), /S3_REGION: needed with S3_BUCKET/);
  assert.match(
    problems({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key' }),
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither/,
  );
  assert.match(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' }), /S3_ENDPOINT: set S3_BUCKET too/);
  assert.match(problems({ MEDIA_PUBLIC_URL: 'https://cdn.example' }), /MEDIA_PUBLIC_URL: set S3_BUCKET too/);
  assert.match(
    problems({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'minio:9000' }),
    /S3_ENDPOINT="minio:9000": expected an http\(s\) address/,
  );
  assert.match(
    problems({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'yes' }),
    /S3_FORCE_PATH_STYLE="yes": expected 'true' or 'false'/,
  );
});
