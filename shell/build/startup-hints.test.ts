/**
 * @jest-environment node
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { compile } from './testing.ts';
import { StartupHintsPlugin } from './startup-hints.ts';

test('a document preloads its scripts and /remotes.json, and starts the scripts from the site root after the first screen', async () => {
  const { read } = await compile({ 'src/main.js': 'console.log("app");' }, () => [
    new HtmlWebpackPlugin({ scriptLoading: 'defer', publicPath: '/' }),
    new StartupHintsPlugin(),
  ]);
  const html = read('index.html');
  const head = html.slice(0, html.indexOf('</head>'));
  // Attribute quotes as the production build's HTML minifier leaves them: none where none is needed.
  expect(head).toContain('<link rel=preload href=/main.js as=script fetchpriority=high>');
  expect(head).toContain('<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous>');
  expect(html).not.toMatch(/<script[^>]*src=/);
  // What the visitor does in a rendered page is noted from the head on.
  expect(head).toMatch(
    /<script>[^<]*"data-server-rendered"[^<]*addEventListener\("click"[^<]*earlyInput=[^<]*<\/script>/,
  );
  // The start-up script, inline at the end of the body (minified), given the document's scripts.
  const body = html.slice(html.indexOf('<body'));
  expect(body).toMatch(/<script>[^<]*first-contentful-paint[^<]*\["\/main\.js"\][^<]*<\/script><\/body>/);
});
