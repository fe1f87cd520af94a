import { useEffect, useState } from 'react';
import { texts, useCurrentUser, useSession } from 'shared-ui';
import { useNotice } from '../../shared/notice.tsx';
import { getFollowing, setFollowing } from './api.ts';

// The session of this page asks the server once which authors its member follows.
let askedFor: number | null = null;

/**
 * Following an author: the state comes from the session's `following` list (filled from the
 * server once per member), a change goes to the server first and then into the session.
 * A guest is told to log in (`needsLogin`).
 */
export function useFollow(authorId: number) {
  const user = useCurrentUser();
  const show = useNotice((state) => state.show);
  const [busy, setBusy] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);

  useEffect(() => {
    if (!user || user.following !== undefined || askedFor === user.id) return;
    askedFor = user.id;
    getFollowing().then(
      (ids) => ids && useSession.getState().setFollowing(ids),
      () => undefined,
    );
  }, [user]);

  const following = Boolean(user?.following?.includes(authorId));
  const own = user?.id === authorId;

  const toggle = async (member = user) => {
    if (!member) {
      show(texts.follow.loginRequired, 'info');
      setNeedsLogin(true);
      return;
    }
    const current = member.following ?? [];
    const follow = !current.includes(authorId);
    setBusy(true);
    try {
      if (!(await setFollowing(member.id, authorId, follow))) throw new Error('Follow refused');
      const latest = useSession.getState().user?.following ?? current;
      useSession
        .getState()
        .setFollowing(follow ? [...new Set([...latest, authorId])] : latest.filter((id) => id !== authorId));
      show(follow ? texts.follow.following : texts.follow.unfollowed);
    } catch {
      show(texts.common.somethingWentWrong, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return { following, own, busy, toggle, needsLogin, closeLogin: () => setNeedsLogin(false) };
}
