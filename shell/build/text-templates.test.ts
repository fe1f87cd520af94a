/**
 * @jest-environment node
 */
import { escapeHtml, escapeJson, fillTexts } from './text-templates.ts';

test('each <%- key %> gets its text, escaped for the file', () => {
  const texts = { title: 'Ng’ombe & "mbuzi"', lang: 'sw' };
  expect(fillTexts('<html lang="<%- lang %>"><title><%-title%></title>', texts, escapeHtml)).toBe(
    '<html lang="sw"><title>Ng’ombe &amp; &quot;mbuzi&quot;</title>',
  );
  expect(JSON.parse(fillTexts('{"name": "<%- title %>", "lang": "<%- lang %>"}', texts, escapeJson))).toEqual(
    {
      name: 'Ng’ombe & "mbuzi"',
      lang: 'sw',
    },
  );
  expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
});

test('a placeholder without its text, a text without its place, or another kind of placeholder fails', () => {
  expect(() => fillTexts('<%- title %> <%- lang %>', { title: 'T' }, escapeHtml)).toThrow(
    'The template names a text "lang" it is not given',
  );
  expect(() => fillTexts('<%- title %>', { title: 'T', lang: 'en' }, escapeHtml)).toThrow(
    'The template has no place for lang',
  );
  expect(() => fillTexts('<%- toString %>', {}, escapeHtml)).toThrow('"toString"');
  expect(() => fillTexts('<%= title %>', { title: 'T' }, escapeHtml)).toThrow();
});
