import { lazy, Suspense } from 'react';
import { stories } from 'shared-ui/texts/stories';
import { Button } from 'shared-ui/button';
import { useFollow } from './use-follow.ts';

const t = stories.card;

// The login form loads only when a guest asks to follow, not with every list of articles.
const LoginDialog = lazy(() =>
  import(/* webpackChunkName: "login-dialog" */ 'shared-ui/login-dialog').then((module) => ({
    default: module.LoginDialog,
  })),
);

/** Follow / Unfollow an author; a guest is asked to log in. Nothing for the author themself. */
export function FollowButton({ authorId, authorName }: { authorId: number; authorName: string }) {
  const { following, own, busy, toggle, needsLogin, closeLogin, signedIn } = useFollow(authorId);
  if (own) return null;
  return (
    <>
      <Button
        size="small"
        variant={following ? 'secondary' : 'primary'}
        busy={busy}
        busyLabel={following ? t.unfollow : t.follow}
        aria-pressed={following}
        aria-label={following ? t.unfollowNamed(authorName) : t.followNamed(authorName)}
        onClick={toggle}
      >
        {following ? t.unfollow : t.follow}
      </Button>
      {needsLogin && (
        <Suspense fallback={null}>
          <LoginDialog
            open
            onClose={closeLogin}
            onSignedIn={signedIn}
            reason={stories.follow.loginRequired}
          />
        </Suspense>
      )}
    </>
  );
}
