/**
 * The server's messages in the visitor's language: the `lang` cookie, else `Accept-Language`;
 * English (the spec's words) otherwise. Texts made with values are found in the English and
 * written into the translation.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewMyProducts } from 'shared-ui/contracts/shop';
import { login as logIn, register } from 'shared-ui/contracts/users';
import { myProducts } from 'shared-ui/texts/my-products';
import { auth as authSw } from 'shared-ui/texts/sw/auth';
import { myProducts as myProductsSw } from 'shared-ui/texts/sw/my-products';
import { translatorOf } from '../src/i18n/visitor-language.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';

test('a translator knows every text of its pairs, and the values in a text made with them', () => {
  const english = {
    hello: 'Hello',
    nested: { bye: 'Goodbye' },
    count: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  };
  const swahili = {
    hello: 'Jambo',
    nested: { bye: 'Kwaheri' },
    count: (n: number) => `Ripoti ${n}`,
    tooLong: (field: string, max: number) => `${field}: herufi zisizidi ${max}.`,
  };
  const translate = translatorOf([[english, swahili]]);
  assert.equal(translate('Hello'), 'Jambo');
  assert.equal(translate('Goodbye'), 'Kwaheri');
  assert.equal(translate('1 report'), 'Ripoti 1');
  assert.equal(translate('7 reports'), 'Ripoti 7');
  assert.equal(translate('Name must be at most 50 characters.'), 'Name: herufi zisizidi 50.');
  assert.equal(translate('Something no catalogue has'), 'Something no catalogue has');
  // A text that is all values would match anything: English it has no copy of stays as it is.
  const loose = translatorOf([
    [{ other: (a: string, b: string) => `${a} ${b}.` }, { other: (a: string, b: string) => `${a}: ${b}.` }],
  ]);
  assert.equal(loose('Nothing here matches.'), 'Nothing here matches.');
});

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

test("the server's own messages made with values are in the catalogue, and so in Kiswahili", async () => {
  const { default: pairs } = await import('../src/i18n/sw/index.ts');
  const translate = translatorOf(pairs);
  // Another catalogue may word "is required" too: either way, the field and Kiswahili.
  assert.match(translate('user_id is required.'), /^user_id (ni lazima|inahitajika)\.$/);
  assert.equal(translate('details must be at most 500 characters.'), 'details: herufi zisizidi 500.');
  assert.equal(translate('The upload is too large.'), 'Faili zilizopakiwa ni kubwa mno.');
  assert.equal(translate('You do not have permission to do this.'), 'Huna ruhusa ya kufanya hivi.');
  // A field's name inside a message is a catalogue text too.
  assert.equal(translate('Image 2 is not a supported file type.'), 'Picha 2: aina hii ya faili haikubaliwi.');
  assert.equal(translate('Comment must be at most 1000 characters.').startsWith('Maoni'), true);
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
