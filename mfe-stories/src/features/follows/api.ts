import { http, readJson } from 'shared-ui';

/** POST /pages/follow_user.php or unfollow_user.php {userId, authorId}: whether it was done. */
export async function setFollowing(userId: number, authorId: number, follow: boolean): Promise<boolean> {
  const response = await http().post(follow ? 'pages/follow_user.php' : 'pages/unfollow_user.php', {
    json: { userId, authorId },
  });
  const body = await readJson<{ success: boolean }>(response);
  return response.ok && body.success === true;
}

/** GET /users/get_following.php: the ids of the authors the signed-in member follows. */
export async function getFollowing(): Promise<number[] | null> {
  const response = await http().get('users/get_following.php');
  if (!response.ok) return null;
  const body = await readJson<{ following: number[] }>(response);
  return Array.isArray(body.following) ? body.following : null;
}
