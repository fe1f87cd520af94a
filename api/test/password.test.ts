import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';

test('passwords are stored as argon2id PHC strings with a random salt', async () => {
  const first = await hashPassword('kaya forest');
  const second = await hashPassword('kaya forest');
  assert.match(first, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  assert.notEqual(first, second);
});

test('verification accepts the password and nothing else', async () => {
  const hash = await hashPassword('kaya forest');
  assert.equal(await verifyPassword(hash, 'kaya forest'), true);
  assert.equal(await verifyPassword(hash, 'Kaya forest'), false);
  assert.equal(await verifyPassword(hash, ''), false);
  assert.equal(await verifyPassword('not a hash', 'kaya forest'), false);
  assert.equal(await verifyPassword(hash.replace('argon2id', 'argon2i'), 'kaya forest'), false);
});
