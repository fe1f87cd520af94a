/**
 * A shell page that embeds remote modules (the search page's groups): each is rendered on the
 * server by its own remote's entry, with its first reads, and one that fails is left to the
 * browser alone (plugins/app/page-renderer.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchSongs } from 'shared-ui/contracts/music';
import { deployEntry } from './helpers.ts';
import { insertSong } from './media-helpers.ts';
import { environmentWithEntries } from './render-entries.ts';
import { registerAndLogin } from './session-helpers.ts';

const HTML = { accept: 'text/html' };

test("a shell page's embedded remote modules are rendered by their remotes' entries, each failure its own", async (t) => {
  const searchRead = `${searchSongs.path}?q=ngoma&limit=5`;
  const shell = `
module.exports = {
  embeds: (url) => url.startsWith('/search')
    ? [
        { id: 'media/SearchResults', props: { q: 'ngoma' } },
        { id: 'media/Broken', props: {} },
        { id: 'stories/SearchResults', props: { q: 'ngoma' } },
      ]
    : [],
  render: async (r) => ({ head: '', markup: '<main>' + r.url + ' ' + JSON.stringify(r.embedded ?? 'none') + '</main>' }),
};`;
  const media = `
module.exports = {
  firstReads: () => [],
  render: async () => ({ head: '', markup: '<section>media page</section>' }),
  moduleReads: (module, props) => (module === './SearchResults' ? ['music/search?q=' + props.q + '&limit=5'] : []),
  renderModule: async (module, props, r) => {
    if (module !== './SearchResults') throw new Error('no module ' + module);
    return { head: '<link rel="preload" as="image" href="/media/song.webp">', markup: '<p>songs ' + r.answers['music/search?q=ngoma&limit=5'].total + ' for ' + props.q + '</p>' };
  },
};`;
  const { app, webRoot, warnings } = await environmentWithEntries(t, media);
  await deployEntry(webRoot, 'shell', 'render.0000bbbb0000.cjs', shell);
  const member = await registerAndLogin(app);
  await insertSong(app, member.user.id, 'Ngoma ya pwani');

  const page = await app.inject({ method: 'GET', url: '/search?q=ngoma', headers: HTML });
  assert.equal(page.statusCode, 200);
  // The module its remote rendered is in the shell's markup; the one that threw, and the one whose
  // remote has no entry, are left to the browser, and the page is rendered all the same.
  assert.match(page.body, /<main>\/search\?q=ngoma \["<p>songs 1 for ngoma<\/p>",null,null\]<\/main>/);
  assert.ok(
    page.body.includes(`"${searchRead}":{"total":1`),
    'the document carries the read it was rendered with',
  );
  assert.match(page.body, /<link rel="preload" as="image" href="\/media\/song.webp">/);
  assert.equal(warnings.filter((warning) => warning.includes('media/Broken: no module ./Broken')).length, 1);

  // A shell page that embeds nothing renders as before.
  const about = await app.inject({ method: 'GET', url: '/about', headers: HTML });
  assert.match(about.body, /<main>\/about \[\]<\/main>/);
});
