/**
 * The PO export and import of a language's texts, on copies of a few real catalogue modules and a
 * small module of our own (counts, a branch, rich text) in a temporary folder.
 */
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { po } from 'gettext-parser';
import ts from 'typescript';
import { exportLanguage, importLanguage, type Catalogues } from './translations.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

/**
 * Real modules copied as they are: shared ones, an app's own (which import shared-ui by its package
 * name, found through the repository's node_modules) and the server's.
 */
const COPIED = [
  '.prettierrc.json',
  'tsconfig.base.json',
  'shared-ui/src/i18n/translation.ts',
  'shared-ui/src/texts/rich.ts',
  'shared-ui/src/texts/marketplace.ts',
  'shared-ui/src/texts/sw/marketplace.ts',
  'shell/src/texts/contact.ts',
  'shell/src/texts/sw/contact.ts',
  'shell/src/texts/legal/cookies.ts',
  'shell/src/texts/sw/legal/cookies.ts',
  'api/src/messages.ts',
  'api/src/i18n/sw/messages.ts',
];

const SAMPLE = `import type { Rich } from './rich.ts';

export const sample = {
  page: {
    title: 'Counts',
    /** Under the title. */
    subtitle: 'What people liked',
  },
  greet: (name: string) => \`Hello \${name}\`,
  likes: (n: number) => (n === 1 ? '1 like' : \`\${n} likes\`),
  role: (name: string, role: string) => (role === 'admin' ? \`\${name} runs the site\` : \`\${name} is a member\`),
  members: (count: string): Rich => [{ strong: count }, ' members'],
  rules: ['Read the ', { link: 'rules', to: '/rules' }, ' first.'] satisfies Rich,
} as const;
`;

const SAMPLE_SW = `import type { Translation } from '../../i18n/translation.ts';
import type { sample as en } from '../sample.ts';

export const sample: Translation<typeof en> = {
  page: {
    title: 'Hesabu',
    subtitle: 'Walichopenda watu',
  },
  greet: (name: string) => \`Habari \${name}\`,
  likes: (n: number) => (n === 1 ? 'Amependa 1' : \`Wamependa \${n}\`),
  role: (name: string, role: string) =>
    role === 'admin' ? \`\${name} anaendesha tovuti\` : \`\${name} ni mwanachama\`,
  members: (count: string) => ['Wanachama ', { strong: count }],
  rules: ['Soma ', { link: 'kanuni', to: '/rules' }, ' kwanza.'],
};
`;

/** A language marked partial: it lacks the subtitle and the function texts. */
const SAMPLE_XX = `import type { PartialTranslation } from '../../i18n/translation.ts';
import type { sample as en } from '../sample.ts';

export const sample: PartialTranslation<typeof en> = {
  page: {
    title: 'Hesabu',
  },
};
`;

/** The temporary folder: the copy's root in it, beside the repository's node_modules. */
let base: string;
let root: string;
let dir: string;
let catalogues: Catalogues;

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'translations-'));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(base, 'node_modules'), 'dir');
  root = path.join(base, 'repo');
  dir = path.join(root, 'translations');
  for (const file of COPIED) cpSync(path.join(REPO, file), path.join(root, file));
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(path.join(root, 'shared-ui/src/texts/sample.ts'), SAMPLE);
  writeFileSync(path.join(root, 'shared-ui/src/texts/sw/sample.ts'), SAMPLE_SW);
  mkdirSync(path.join(root, 'shared-ui/src/texts/xx'));
  writeFileSync(path.join(root, 'shared-ui/src/texts/xx/sample.ts'), SAMPLE_XX);
  catalogues = {
    root,
    languages: { en: { name: 'English' }, sw: { name: 'Kiswahili' }, xx: { name: 'Test', partial: true } },
  };
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

/** Every catalogue file under the root, by path, as bytes. */
function catalogueFiles(): Map<string, Buffer> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('translations'),
  );
  return new Map(files.map((file) => [file, readFileSync(path.join(root, file))]));
}

const poPath = (code: string, id: string) => path.join(dir, code, `${id}.po`);

function entriesOf(code: string, id: string) {
  const parsed = po.parse(readFileSync(poPath(code, id)));
  return { headers: parsed.headers, entries: new Map(Object.entries(parsed.translations)) };
}

/** What a translator's tool does: sets msgstr of entries (`undefined` adds an entry of that key). */
function translate(code: string, id: string, texts: Record<string, string>) {
  const parsed = po.parse(readFileSync(poPath(code, id)));
  for (const [key, text] of Object.entries(texts)) {
    const byId = parsed.translations[key];
    const entry = byId && Object.values(byId)[0];
    if (entry) entry.msgstr = [text];
    else parsed.translations[key] = { [text]: { msgctxt: key, msgid: text, msgstr: [text] } };
  }
  writeFileSync(poPath(code, id), po.compile(parsed));
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The type check of a catalogue file against its English, as `npm run typecheck` does it. */
function typeErrors(file: string): string[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.config.compilerOptions, root);
  const program = ts.createProgram([path.join(root, file)], { ...options, types: [] });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('export', () => {
  test('writes one PO file per catalogue module, those of an app under its folder, the server messages under api/', async () => {
    const { files, computed } = await exportLanguage(catalogues, 'sw', dir);
    const written = files.map((file) => path.relative(path.join(dir, 'sw'), file)).sort();
    assert.deepEqual(written, [
      'api/messages.po',
      'marketplace.po',
      'sample.po',
      'shell/contact.po',
      'shell/legal/cookies.po',
    ]);
    assert.deepEqual(computed, []);
    const { headers } = entriesOf('sw', 'marketplace');
    assert.equal(headers.Language, 'sw');
    assert.equal(headers['Content-Type'], 'text/plain; charset=utf-8');
    assert.equal(headers['Plural-Forms'], 'nplurals=2; plural=(n != 1);');
  });

  test('writes each text under its key path, values as placeholders, counts and branches apart', async () => {
    await exportLanguage(catalogues, 'sw', dir);
    const { entries } = entriesOf('sw', 'sample');
    const entry = (key: string) => {
      const byId = entries.get(key);
      assert.ok(byId, `no entry ${key}`);
      const [only] = Object.values(byId);
      return { msgid: only?.msgid, msgstr: only?.msgstr[0], comment: only?.comments?.extracted };
    };
    assert.deepEqual(entry('page.title'), { msgid: 'Counts', msgstr: 'Hesabu', comment: undefined });
    assert.deepEqual(entry('page.subtitle'), {
      msgid: 'What people liked',
      msgstr: 'Walichopenda watu',
      comment: 'Under the title.',
    });
    assert.deepEqual(entry('greet'), {
      msgid: 'Hello {0}',
      msgstr: 'Habari {0}',
      comment: 'Values: {0} name.',
    });
    assert.deepEqual(entry('likes'), {
      msgid: '{0} likes',
      msgstr: 'Wamependa {0}',
      comment: 'Values: {0} n.',
    });
    assert.deepEqual(entry('likes#one'), { msgid: '1 like', msgstr: 'Amependa 1', comment: 'Where n is 1.' });
    assert.deepEqual(entry('role#role=admin'), {
      msgid: '{0} runs the site',
      msgstr: '{0} anaendesha tovuti',
      comment: "Where role is 'admin'. Values: {0} name.",
    });
    assert.equal(entry('role').msgid, '{0} is a member');
    assert.deepEqual(entry('members'), {
      msgid: '<strong>{0}</strong> members',
      msgstr: 'Wanachama <strong>{0}</strong>',
      comment: 'Values: {0} count.',
    });
    assert.equal(entry('rules').msgid, 'Read the <link>rules</link> first.');
    assert.match(readFileSync(poPath('sw', 'sample'), 'utf8'), /^#: shared-ui\/src\/texts\/sample\.ts:5$/m);
  });

  test('leaves out the texts a partial language lacks', async () => {
    await exportLanguage(catalogues, 'xx', dir);
    const { entries } = entriesOf('xx', 'sample');
    assert.equal(Object.values(entries.get('page.title') ?? {})[0]?.msgstr[0], 'Hesabu');
    assert.equal(Object.values(entries.get('page.subtitle') ?? {})[0]?.msgstr[0], '');
    assert.equal(Object.values(entries.get('greet') ?? {})[0]?.msgstr[0], '');
  });
});

describe('import', () => {
  test('after an export, changes nothing', async () => {
    const before = catalogueFiles();
    await exportLanguage(catalogues, 'sw', dir);
    const result = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(result, { errors: [], updated: [], byHand: [], notes: [] });
    assert.deepEqual(catalogueFiles(), before);
  });

  test('writes a changed text into the catalogue file, which still type-checks', async () => {
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'sample', {
      'page.title': 'Hesabu za "leo"',
      greet: 'Karibu {0}, rafiki',
      members: '<strong>{0}</strong> wanachama',
      rules: 'Kwanza soma <link>kanuni zetu</link>.',
      likes: 'Watu {0} wamependa',
    });
    const result = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.updated, [
      { file: path.join(root, 'shared-ui/src/texts/sw/sample.ts'), texts: 4 },
    ]);
    // A function that branches is left to a person.
    assert.deepEqual(result.byHand, ['edit by hand: shared-ui/src/texts/sw/sample.ts likes']);
    const source = read('shared-ui/src/texts/sw/sample.ts');
    assert.match(source, /title: 'Hesabu za "leo"',/);
    assert.match(source, /greet: \(name: string\) => `Karibu \$\{name\}, rafiki`,/);
    assert.match(source, /members: \(count: string\) => \[\{ strong: count \}, ' wanachama'\],/);
    assert.match(source, /rules: \['Kwanza soma ', \{ link: 'kanuni zetu', to: '\/rules' \}, '\.'\],/);
    assert.match(source, /n === 1 \? 'Amependa 1' : `Wamependa \$\{n\}`/);
    assert.deepEqual(typeErrors('shared-ui/src/texts/sw/sample.ts'), []);

    // Exported again, the file gives what the translator wrote.
    await exportLanguage(catalogues, 'sw', dir);
    const { entries } = entriesOf('sw', 'sample');
    assert.equal(Object.values(entries.get('greet') ?? {})[0]?.msgstr[0], 'Karibu {0}, rafiki');
  });

  test('writes a changed text of a real catalogue module', async () => {
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'api/messages', { notFound: 'Haipo.' });
    const result = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(result.errors, []);
    assert.match(read('api/src/i18n/sw/messages.ts'), /notFound: 'Haipo\.',/);
  });

  test('writes a changed text of an app module into the app translation', async () => {
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'shell/contact', { title: 'Wasiliana na sisi' });
    const result = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.updated, [{ file: path.join(root, 'shell/src/texts/sw/contact.ts'), texts: 1 }]);
    assert.match(read('shell/src/texts/sw/contact.ts'), /title: 'Wasiliana na sisi',/);
  });

  test('refuses a translation that lacks a placeholder, or has another, and changes nothing', async () => {
    const before = catalogueFiles();
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'sample', {
      'page.title': 'Kichwa kipya',
      greet: 'Karibu',
      'role#role=admin': '{0} {1}',
    });
    const { errors, updated } = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(errors, [
      `${poPath('sw', 'sample')}: greet: the translation lacks {0}`,
      `${poPath('sw', 'sample')}: role#role=admin: the translation has {1}, which the English does not`,
    ]);
    assert.deepEqual(updated, []);
    assert.deepEqual(catalogueFiles(), before);
  });

  test('refuses rich text whose marked pieces differ from the English', async () => {
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'sample', { rules: 'Soma kanuni kwanza.' });
    const { errors } = await importLanguage(catalogues, 'sw', dir);
    assert.match(errors.join('\n'), /sample\.po: rules: the translation must mark the same pieces/);
  });

  test('refuses a key the English does not have, and changes nothing', async () => {
    const before = catalogueFiles();
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'marketplace', { 'products.loadMoreNow': 'Pakia sasa' });
    const { errors } = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(errors, [
      `${poPath('sw', 'marketplace')}: products.loadMoreNow: no such text in the English (shared-ui/src/texts/marketplace.ts)`,
    ]);
    assert.deepEqual(catalogueFiles(), before);
  });

  test('refuses an empty translation, unless the language is marked partial', async () => {
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'sample', { 'page.title': '' });
    const { errors } = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(errors, [
      `${poPath('sw', 'sample')}: page.title: no translation (only a language marked partial may leave texts out)`,
    ]);
  });

  test('adds a text a partial language lacked', async () => {
    await exportLanguage(catalogues, 'xx', dir);
    translate('xx', 'sample', { 'page.subtitle': 'Walichopenda', greet: 'Habari {0}' });
    const result = await importLanguage(catalogues, 'xx', dir);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.byHand, ['edit by hand: shared-ui/src/texts/xx/sample.ts greet']);
    assert.match(read('shared-ui/src/texts/xx/sample.ts'), /title: 'Hesabu',\s+subtitle: 'Walichopenda',/);
    assert.deepEqual(typeErrors('shared-ui/src/texts/xx/sample.ts'), []);
  });

  test('leaves aside a fuzzy entry and one translated from an English that has changed since', async () => {
    const before = catalogueFiles();
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'sample', { 'page.title': 'Kichwa', greet: 'Karibu {0}' });
    const parsed = po.parse(readFileSync(poPath('sw', 'sample')));
    const title = Object.values(parsed.translations['page.title'] ?? {})[0];
    if (title) title.comments = { ...title.comments, flag: 'fuzzy' };
    writeFileSync(poPath('sw', 'sample'), po.compile(parsed));
    writeFileSync(path.join(root, 'shared-ui/src/texts/sample.ts'), SAMPLE.replace('Hello', 'Hi'));
    const result = await importLanguage(catalogues, 'sw', dir);
    assert.deepEqual(result.notes, [
      'fuzzy, not applied: shared-ui/src/texts/sw/sample.ts page.title',
      'the English has changed since the export, export again: shared-ui/src/texts/sw/sample.ts greet',
    ]);
    assert.deepEqual(result.updated, []);
    assert.deepEqual(
      catalogueFiles(),
      new Map([...before, ['shared-ui/src/texts/sample.ts', Buffer.from(SAMPLE.replace('Hello', 'Hi'))]]),
    );
  });

  test('checks only, with dryRun', async () => {
    const before = catalogueFiles();
    await exportLanguage(catalogues, 'sw', dir);
    translate('sw', 'sample', { 'page.title': 'Kichwa' });
    const result = await importLanguage(catalogues, 'sw', dir, { dryRun: true });
    assert.equal(result.updated.length, 1);
    assert.deepEqual(catalogueFiles(), before);
  });
});
