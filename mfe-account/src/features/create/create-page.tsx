import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGES, useCurrentUser } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { Button } from 'shared-ui/button';
import { Tabs } from 'shared-ui/tabs';
import { account } from 'shared-ui/texts/account';
import { useLogout } from '../../shared/use-logout.ts';
import { CREATE_TABS, type CreateTab } from '../content/content-nav.tsx';
import { ArticleForm } from './article-form.tsx';
import { MusicForm } from './music-form.tsx';
import { ReelForm } from './reel-form.tsx';
import { YoutubeForm } from './youtube-form.tsx';
import { RequireSession } from '../../shared/require-session.tsx';
import { usePageMeta } from 'shared-ui/page-meta';

const isTab = (value: string | null): value is CreateTab => CREATE_TABS.includes(value as CreateTab);

/**
 * /create (spec 'Create'): a greeting with the username, Logout (to /), and the four forms in
 * tabs; the tab is in the URL (`?tab=reel`), so a link or a reload opens the same form.
 */
export function CreatePage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const logout = useLogout(PAGES.root);
  usePageMeta({ title: account.create.title });
  if (!user) return null;
  const tab = params.get('tab');
  const selected: CreateTab = isTab(tab) ? tab : 'article';
  const forms: Record<CreateTab, ReactNode> = {
    article: <ArticleForm userId={user.id} />,
    reel: <ReelForm userId={user.id} />,
    music: <MusicForm userId={user.id} />,
    youtube: <YoutubeForm userId={user.id} />,
  };

  return (
    <section className="ui-page account-create">
      <header className="account-create__head">
        <div>
          <h1>{account.create.greeting(user.username)}</h1>
          <p className="account-muted">{account.create.intro}</p>
        </div>
        <Button variant="ghost" onClick={() => void logout()}>
          {auth.logout}
        </Button>
      </header>
      <Tabs<CreateTab>
        label={account.create.title}
        selected={selected}
        onSelect={(key) => setParams({ tab: key }, { replace: true })}
        tabs={CREATE_TABS.map((key, index) => ({
          key,
          label: account.create.tabs[index] ?? key,
          panel: forms[key],
        }))}
      />
    </section>
  );
}

/** /create, for members only. */
export const CreateRoute = () => (
  <RequireSession>
    <CreatePage />
  </RequireSession>
);
