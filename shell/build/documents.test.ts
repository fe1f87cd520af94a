/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { compile } from './testing.ts';
import { PrerenderedDocumentsPlugin, inlineScriptHashes } from './documents.ts';

const TEMPLATE =
  '<html><head><title>T</title></head><body><div id="root"></div><script>go()</script></body></html>';

test('each document gets its first screen in each language, and documents.json says which page gets which and what its CSP allows', async () => {
  const main = "import(/* webpackChunkName: 'texts-sw-ts' */ './texts.js');";
  const files = { 'src/main.js': main, 'src/texts.js': 'export default [];', 'src/index.html': TEMPLATE };
  const { read, assets } = await compile(files, () => [
    new HtmlWebpackPlugin({ template: './src/index.html', inject: false, minify: false }),
    new PrerenderedDocumentsPlugin({
      files: ['index.html', 'home.html'],
      pages: { '/home': 'home.html' },
      fallback: 'index.html',
      routes: ['/', '/home'],
      render: (language) => ({
        'index.html': '',
        'home.html': language === 'sw' ? '<h1>Nyumbani</h1>' : '<h1>Home</h1>',
      }),
      languages: ['en', 'sw'],
      inLanguage: (html, language) => html.replace('<title>T</title>', `<title>T (${language})</title>`),
      pageModules: {},
    }),
  ]);
  expect(assets).toEqual(
    expect.arrayContaining(['index.html', 'home.html', 'sw/index.html', 'sw/home.html', 'documents.json']),
  );
  // Another language's copy: its first screen and the template's texts in that language.
  expect(read('sw/home.html')).toContain('<div id=root data-prerendered><h1>Nyumbani</h1></div>');
  expect(read('sw/home.html')).toContain('<title>T (sw)</title>');
  expect(read('home.html')).toContain('<title>T</title>');
  // Its texts are asked for with main.js; the English documents load none.
  expect(read('sw/home.html')).toMatch(/<link rel="?preload"? as="?script"? href="?\/texts-sw-ts\.js"?>/);
  expect(read('home.html')).not.toContain('texts-sw-ts');
  // As the production build's HTML minifier leaves them (no quotes where none are needed).
  expect(read('index.html')).toContain('<div id=root></div>');
  expect(read('home.html')).toContain('<div id=root data-prerendered><h1>Home</h1></div>');
  // The hash is of the script as the documents are served: after the minifier.
  const served = /<script>([^<]*)<\/script>/.exec(read('home.html'))?.[1] ?? '';
  expect(served).toMatch(/^go\(\);?$/);
  const hash = `'sha256-${createHash('sha256').update(served).digest('base64')}'`;
  expect(JSON.parse(read('documents.json'))).toEqual({
    pages: { '/home': 'home.html' },
    fallback: 'index.html',
    routes: ['/', '/home'],
    languages: ['sw'],
    pageStyles: {},
    scriptHashes: [hash],
  });
});

test('the hashes are of inline scripts only', () => {
  expect(inlineScriptHashes('<script src="/a.js"></script><script>x()</script>')).toHaveLength(1);
});
