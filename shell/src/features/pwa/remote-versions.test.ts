import { forgetLoadedManifests, recordLoadedManifest, remotesChanged } from './remote-versions.ts';

const STORIES = 'http://localhost/mfe/stories/mf-manifest.json';

/** A server answering /remotes.json and the stories manifest (jsdom runs no server). */
function serve(manifest: string, entry = '/mfe/stories/mf-manifest.json') {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/remotes.json')) {
      return new Response(JSON.stringify({ remotes: { stories: { entry, routes: ['/news'] } } }));
    }
    if (url === STORIES) return new Response(manifest);
    return new Response('', { status: 404 });
  }) as typeof fetch;
}

describe('remote release watch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    forgetLoadedManifests();
  });

  it('sees nothing new before any remote is loaded', async () => {
    serve('{"v":2}');
    expect(await remotesChanged()).toBe(false);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('compares each loaded manifest with the one served now', async () => {
    recordLoadedManifest(STORIES, '{"v":1}');
    recordLoadedManifest(STORIES, '{"v":9}'); // a later load of the same page does not count
    serve('{"v":1}');
    expect(await remotesChanged()).toBe(false);
    serve('{"v":2}');
    expect(await remotesChanged()).toBe(true);
  });

  it('counts a remote that moved as new', async () => {
    recordLoadedManifest(STORIES, '{"v":1}');
    serve('{"v":1}', 'https://cdn.example.org/stories/mf-manifest.json');
    expect(await remotesChanged()).toBe(true);
  });
});
