import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.ts';

test('one request in a hundred is logged unless the operator chooses another share', () => {
  assert.equal(loadConfig({}).requestLogSample, 0.01);
  assert.equal(loadConfig({ REQUEST_LOG_SAMPLE: '1' }).requestLogSample, 1);
  assert.equal(loadConfig({ REQUEST_LOG_SAMPLE: '0' }).requestLogSample, 0);
  for (const bad of ['1.5', '-0.1', 'all']) {
    assert.throws(
      () => loadConfig({ REQUEST_LOG_SAMPLE: bad }),
      (error: unknown) => error instanceof ConfigError && /REQUEST_LOG_SAMPLE/.test(error.message),
      bad,
    );
  }
});
