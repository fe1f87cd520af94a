/**
 * The server's messages in the visitor's language: the `lang` cookie, else `Accept-Language`;
 * English (the spec's words) otherwise. Each text is looked up in the request's language where
 * it is written; nothing translates an answer as it leaves.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { viewMyProducts } from 'shared-ui/contracts/shop';
import { login as logIn, register } from 'shared-ui/contracts/users';
import { myProducts } from 'shared-ui/texts/my-products';
import { auth as authSw } from 'shared-ui/texts/sw/auth';
import { myProducts as myProductsSw } from 'shared-ui/texts/sw/my-products';
import { fieldNames } from 'shared-ui/texts/fields';
import { fieldNames as fieldNamesSw } from 'shared-ui/texts/sw/fields';
import { messages as messagesSw } from '../src/i18n/sw/messages.ts';
import { messages } from '../src/messages.ts';
import language from '../src/plugins/app/language.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';

test('refusals come in Kiswahili to a visitor who prefers it or chose it, in English otherwise', async (t) => {
  const app = await buildTestApp(t);
  const login = (headers: Record<string, string>) =>
    callEndpoint(app, logIn, { headers, body: { email: 'nobody@example.com', password: 'wrong-password' } });
  const english = await login({});
  assert.equal(english.statusCode, 401);
  assert.equal(english.json().message, 'Invalid email or password.');

  const preferred = await login({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
  assert.equal(preferred.statusCode, 401);
  assert.equal(preferred.json().message, authSw.invalidCredentials);
  assert.equal(preferred.headers['content-language'], 'sw');

  const chosen = await login({ cookie: 'lang=sw', 'accept-language': 'en' });
  assert.equal(chosen.json().message, preferred.json().message);
  const back = await login({ cookie: 'lang=en', 'accept-language': 'sw' });
  assert.equal(back.json().message, 'Invalid email or password.');
});

test('a text is written in the language of the request it answers, and no answer is read again', async (t) => {
  const app = Fastify();
  t.after(() => app.close());
  await app.register(language);
  // The same words, once as the catalogue's text (looked up) and once written out: only the
  // looked-up one is in Kiswahili. A hook translating answers as they leave would translate both.
  app.get('/looked-up', async () => ({ status: 'error', message: messages.notFound }));
  app.get('/written-out', async () => ({ status: 'error', message: 'Not found.' }));
  app.get('/later', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { status: 'error', message: messages.uploads.wrongType(fieldNames.image(2)) };
  });
  const sw = { 'accept-language': 'sw' };
  const lookedUp = await app.inject({ url: '/looked-up', headers: sw });
  assert.equal(lookedUp.json().message, messagesSw.notFound);
  assert.equal(lookedUp.headers['content-language'], 'sw');
  const writtenOut = await app.inject({ url: '/written-out', headers: sw });
  assert.equal(writtenOut.json().message, 'Not found.');
  // After a wait, and a text made with a value that is a text of its own.
  const later = await app.inject({ url: '/later', headers: { cookie: 'lang=sw' } });
  assert.equal(later.json().message, messagesSw.uploads.wrongType(fieldNamesSw.image(2)));
  const english = await app.inject({ url: '/later' });
  assert.equal(english.json().message, 'Image 2 is not a supported file type.');
  assert.equal(english.headers['content-language'], undefined);
  // Outside any request (start-up, jobs): English.
  assert.equal(messages.notFound, 'Not found.');
});

test('requests answered at the same time each get their own language', async (t) => {
  const app = await buildTestApp(t);
  const tooLong = { username: 'x'.repeat(500), email: 'a@example.com', password: 'pamoja-2026' };
  const refused = async (language: string) =>
    (await callEndpoint(app, register, { headers: { 'accept-language': language }, body: tooLong })).json()
      .message as string;
  const expected = { en: await refused('en'), sw: await refused('sw') };
  assert.notEqual(expected.sw, expected.en);
  const languages = Array.from({ length: 20 }, (_, index): 'en' | 'sw' => (index % 2 ? 'sw' : 'en'));
  const answers = await Promise.all(languages.map(refused));
  assert.deepEqual(
    answers,
    languages.map((language) => expected[language]),
  );
});

test('a refusal of bad input comes in Kiswahili', async (t) => {
  const app = await buildTestApp(t);
  const tooLong = { username: 'x'.repeat(500), email: 'a@example.com', password: 'pamoja-2026' };
  const response = await callEndpoint(app, register, { headers: { 'accept-language': 'sw' }, body: tooLong });
  assert.equal(response.statusCode, 400);
  assert.equal(response.headers['content-language'], 'sw');
  const english = await callEndpoint(app, register, { body: tooLong });
  assert.notEqual(response.json().message, english.json().message);
});

test("the server's own page, View My Products, is written in the visitor's language", async (t) => {
  const app = await buildTestApp(t);
  const page = (headers: Record<string, string>) =>
    callEndpoint(app, viewMyProducts, { query: { user_id: '1' }, headers });
  const swahili = await page({ 'accept-language': 'sw' });
  assert.equal(swahili.statusCode, 401);
  assert.match(swahili.body, /<html lang="sw">/);
  assert.ok(swahili.body.includes(myProductsSw.loginHeading), swahili.body);
  const english = await page({});
  assert.match(english.body, /<html lang="en">/);
  assert.ok(english.body.includes(myProducts.loginHeading));
});
