/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from 'shared-ui/texts';
import { documents } from '../src/texts/documents.ts';
import { fillManifest } from './manifest.ts';

test("the manifest's name, short name, description and language are the catalogue's, the rest as written", () => {
  const template = readFileSync(path.join(__dirname, '..', 'public', 'manifest.webmanifest'), 'utf8');
  const manifest = JSON.parse(fillManifest(template));
  expect(manifest).toEqual({
    ...JSON.parse(template),
    name: PRODUCT_NAME,
    short_name: PRODUCT_SHORT_NAME,
    description: documents.description,
    lang: documents.lang,
  });
  for (const text of [PRODUCT_SHORT_NAME, documents.description]) expect(template).not.toContain(text);
  expect(manifest).toMatchObject({ id: '/home', start_url: '/home', display: 'standalone' });
});
