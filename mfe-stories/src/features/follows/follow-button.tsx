import { stories } from 'shared-ui/texts/stories';
import { Button } from 'shared-ui/button';
import { useFollow } from './use-follow.ts';

const t = stories.card;

/** Follow / Unfollow an author; a guest is asked to log in. Nothing for the author themself. */
export function FollowButton({ authorId, authorName }: { authorId: number; authorName: string }) {
  const { following, own, busy, toggle } = useFollow(authorId);
  if (own) return null;
  return (
    <Button
      size="small"
      variant={following ? 'secondary' : 'primary'}
      busy={busy}
      busyLabel={following ? t.unfollow : t.follow}
      aria-pressed={following}
      aria-label={following ? t.unfollowNamed(authorName) : t.followNamed(authorName)}
      onClick={() => void toggle()}
    >
      {following ? t.unfollow : t.follow}
    </Button>
  );
}
