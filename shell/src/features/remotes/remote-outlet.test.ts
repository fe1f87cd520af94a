import type { RuntimeConfig } from 'shared-ui';
import { ownerOf } from './remote-outlet.tsx';

const config: RuntimeConfig = {
  remotes: {
    stories: { entry: '/mfe/stories/mf-manifest.json', routes: ['/articles', '/article/:id', '/news'] },
    account: { entry: '/mfe/account/mf-manifest.json', routes: ['/login', '/profile/edit/:userId'] },
  },
};

describe('route ownership from /remotes.json', () => {
  it.each([
    ['/articles', 'stories'],
    ['/article/42', 'stories'],
    ['/news', 'stories'],
    ['/login', 'account'],
    ['/profile/edit/7', 'account'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(config, path)).toBe(owner);
  });

  it.each(['/nowhere', '/articles/extra/segments', '/profile/edit'])('%s belongs to no remote', (path) => {
    expect(ownerOf(config, path)).toBeNull();
  });
});
