import { useEffect, useState } from 'react';
import { texts, useCurrentUser, useSession, type SessionUser } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';
import { useNotice } from '../../shared/notice.tsx';
import { getFollowing, setFollowing } from './api.ts';

// The page asks the server once per member which authors they follow (a login elsewhere
// starts the session's list empty; the server's list is the truth).
let askedFor: number | null = null;

/**
 * Following an author: the state comes from the session's `following` list (filled from the
 * server once per member and page load), a change goes to the server first and then into the
 * session. A guest is asked to log in (`needsLogin`), and the follow happens once they have.
 */
export function useFollow(authorId: number) {
  const user = useCurrentUser();
  const show = useNotice((state) => state.show);
  const [busy, setBusy] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);

  useEffect(() => {
    if (!user || askedFor === user.id) return;
    askedFor = user.id;
    getFollowing().then(
      (ids) => ids && useSession.getState().setFollowing(ids),
      () => undefined,
    );
  }, [user]);

  const following = Boolean(user?.following?.includes(authorId));
  const own = user?.id === authorId;

  const change = async (member: SessionUser, follow: boolean) => {
    const current = member.following ?? [];
    setBusy(true);
    try {
      if (!(await setFollowing(member.id, authorId, follow))) throw new Error('Follow refused');
      const latest = useSession.getState().user?.following ?? current;
      useSession
        .getState()
        .setFollowing(follow ? [...new Set([...latest, authorId])] : latest.filter((id) => id !== authorId));
      show(follow ? stories.follow.following : stories.follow.unfollowed);
    } catch {
      show(texts.common.somethingWentWrong, 'danger');
    } finally {
      setBusy(false);
    }
  };

  /** Follow or unfollow; a guest is asked to log in ('Please log in to follow an author.'). */
  const toggle = () => {
    if (!user) setNeedsLogin(true);
    else void change(user, !following);
  };

  /** Once a guest has logged in from the prompt: their list from the server, then the follow they asked for. */
  const signedIn = async (member: SessionUser) => {
    askedFor = member.id;
    const ids = (await getFollowing().catch(() => null)) ?? [];
    useSession.getState().setFollowing(ids);
    if (!ids.includes(authorId) && member.id !== authorId) await change({ ...member, following: ids }, true);
  };

  return {
    following,
    own,
    busy,
    toggle,
    needsLogin,
    closeLogin: () => setNeedsLogin(false),
    signedIn: (member: SessionUser) => void signedIn(member),
  };
}
