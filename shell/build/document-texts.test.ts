/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { PRODUCT_NAME } from 'shared-ui/texts';
import { documents } from '../src/texts/documents.ts';
import { compile } from './testing.ts';
import { DOCUMENT_TEXTS, inLanguage } from './document-texts.ts';

test("the documents' language, title, description and note without JavaScript are the catalogue's", async () => {
  const template = readFileSync(path.join(__dirname, '..', 'src', 'index.html'), 'utf8');
  const { read } = await compile({ 'src/main.js': '', 'src/index.html': template }, () => [
    new HtmlWebpackPlugin({ template: './src/index.html', templateParameters: DOCUMENT_TEXTS }),
  ]);
  const html = read('index.html');
  // As the production build's HTML minifier leaves them (no quotes where none are needed).
  expect(html).toMatch(new RegExp(`^<!doctype html><html lang=${documents.lang}><head>`));
  expect(html).toContain(`<meta name=description content="${documents.description}">`);
  expect(html).toContain(`<title>${PRODUCT_NAME}</title>`);
  expect(html).toContain(`<noscript>${documents.noscript}</noscript>`);
  expect(html).toContain('<div id=root></div>');
  expect(html).not.toContain('<%');
  // The template holds none of them itself: a translation changes the catalogue only.
  for (const text of [PRODUCT_NAME, documents.description, documents.noscript])
    expect(template).not.toContain(text);
});

test("another language's copy of a document has that language's lang, description and note", async () => {
  const template = readFileSync(path.join(__dirname, '..', 'src', 'index.html'), 'utf8');
  const { read } = await compile({ 'src/main.js': '', 'src/index.html': template }, () => [
    new HtmlWebpackPlugin({ template: './src/index.html', templateParameters: DOCUMENT_TEXTS }),
  ]);
  const catalogues = {
    en: documents,
    sw: { ...documents, lang: 'sw', description: 'Hadithi & "habari"', noscript: 'Washa JavaScript.' },
  };
  const swahili = inLanguage(read('index.html'), 'sw', catalogues);
  expect(swahili).toMatch(/<html lang="sw"/);
  expect(swahili).toContain('content="Hadithi &amp; &quot;habari&quot;"');
  expect(swahili).toContain('Washa JavaScript.');
  expect(swahili).not.toContain(documents.noscript);
  expect(swahili).toMatch(/href="?\/sw\/manifest\.webmanifest/);
});
