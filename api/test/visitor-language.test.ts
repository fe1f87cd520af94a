/**
 * The server's messages in the visitor's language: the `lang` cookie, else `Accept-Language`;
 * English (the spec's words) otherwise. Texts made with values are found in the English and
 * written into the translation.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auth as authSw } from 'shared-ui/texts/sw/auth';
import { translatorOf } from '../src/i18n/visitor-language.ts';
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
});

test('refusals come in Kiswahili to a visitor who prefers it or chose it, in English otherwise', async (t) => {
  const app = await buildTestApp(t);
  const login = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login.php',
      headers,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
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
