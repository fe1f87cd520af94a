/** Which built file a served address is (web/assets.ts builtFileAt). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { builtFileAt } from '../src/web/assets.ts';

test("an address of the shell's or a remote's files is that build's file; any other is none", () => {
  assert.deepEqual(builtFileAt('/web', '/main.1a2b.css'), {
    app: 'shell',
    file: path.join('/web', 'shell', 'dist', 'main.1a2b.css'),
  });
  assert.deepEqual(builtFileAt('/web', '/mfe/stories/mf-manifest.json'), {
    app: 'stories',
    file: path.join('/web', 'mfe-stories', 'dist', 'mf-manifest.json'),
  });
  for (const address of [
    'https://cdn.example/mfe/stories/mf-manifest.json',
    '/mfe/nobody/app.css',
    '/mfe/stories/',
    '/mfe/stories/%2e%2e/secret.css',
    '/api/images/a.webp',
  ]) {
    assert.equal(builtFileAt('/web', address), undefined, address);
  }
});
