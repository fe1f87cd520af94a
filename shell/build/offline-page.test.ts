import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documents } from '../src/texts/documents.ts';
import { fillOfflinePage } from './offline-page.ts';

test("the offline page's texts are the catalogue's", () => {
  const template = readFileSync(path.join(__dirname, '..', 'public', 'offline.html'), 'utf8');
  const page = new DOMParser().parseFromString(fillOfflinePage(template), 'text/html');
  const { offline } = documents;
  for (const text of Object.values(offline)) expect(template).not.toContain(text);
  expect(page.documentElement.lang).toBe(documents.lang);
  expect(page.title).toBe(offline.title);
  expect(page.querySelector('h1')?.textContent).toBe(offline.heading);
  expect([...page.querySelectorAll('main p')].map((p) => p.textContent)).toEqual([
    offline.notSaved,
    offline.savedPages,
  ]);
  const home = page.querySelector('main a');
  expect([home?.textContent, home?.getAttribute('href')]).toEqual([offline.home, '/home']);
});
