import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import { checkTicketStatus } from 'shared-ui/contracts/contact';
import { deleteProduct } from 'shared-ui/contracts/shop';
import { register, updateProfileImage } from 'shared-ui/contracts/users';
import { callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

/** A JSON text with invalid UTF-8 bytes where `@@` stands. */
const withInvalidUtf8 = (json: string) => {
  const [before, after] = json.split('@@') as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(after)]);
};

test('a JSON body that is not UTF-8 is refused and nothing is stored', async (t) => {
  const app = await buildTestApp(t);
  const response = await callUnchecked(app, register, {
    headers: { 'content-type': 'application/json' },
    body: withInvalidUtf8(
      '{"username": "Baraka @@", "email": "baraka@example.org", "password": "pwani-2026"}',
    ),
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: 'error', message: 'The request body must be UTF-8 text.' });
  assert.equal((await app.db.selectFrom('users').select('id').execute()).length, 0);
});

test('a JSON body in UTF-8, with a byte-order mark or not, is read as before', async (t) => {
  const app = await buildTestApp(t);
  const body = '{"username": "Mwanajuma Ñandú", "email": "mwana@example.org", "password": "pwani-2026"}';
  for (const payload of [
    Buffer.from(body),
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]),
  ]) {
    await app.db.deleteFrom('users').execute();
    const response = await callUnchecked(app, register, {
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    const user = await app.db.selectFrom('users').select('username').executeTakeFirstOrThrow();
    assert.equal(user.username, 'Mwanajuma Ñandú');
  }
});

test('malformed or oversized bodies are refused in the shape each route’s own refusals use', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const send = (endpoint: Endpoint, body: string, type = 'application/json') =>
    callUnchecked(app, endpoint, { headers: { 'content-type': type }, body, session: member });

  const ticket = await send(checkTicketStatus, '{"ticket_no": ');
  assert.equal(ticket.statusCode, 400);
  assert.equal(ticket.json().success, false);
  assert.equal(typeof ticket.json().error, 'string');

  for (const [payload, status] of [
    ['{"user_id": ', 400],
    [JSON.stringify({ text: 'x'.repeat(1_200_000) }), 413],
  ] as const) {
    const image = await send(updateProfileImage, payload);
    assert.equal(image.statusCode, status, image.body);
    assert.equal(image.json().success, false);
    assert.equal(typeof image.json().message, 'string');
  }

  const removal = await send(deleteProduct, '<product>1</product>', 'application/xml');
  assert.equal(removal.statusCode, 415, removal.body);
});
