import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useThemeStore } from 'shared-ui';

/** The inline script every document runs before its first paint (src/index.html). */
const script = (readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8').match(
  /<script>([\s\S]*?)<\/script>/,
) ?? [])[1];

const runScript = () => new Function(script ?? 'throw new Error("no inline script")')();

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

test("the documents' theme script applies the theme store's remembered choice", () => {
  runScript();
  expect(document.documentElement.dataset.theme).toBeUndefined();

  useThemeStore.getState().setTheme('dark');
  runScript();
  expect(document.documentElement.dataset.theme).toBe('dark');

  useThemeStore.getState().setTheme('light');
  runScript();
  expect(document.documentElement.dataset.theme).toBe('light');
});

test('a stored value it does not know changes nothing', () => {
  localStorage.setItem('theme', '{"state":{"choice":"<script>"}}');
  runScript();
  localStorage.setItem('theme', 'not json');
  runScript();
  expect(document.documentElement.dataset.theme).toBeUndefined();
});
