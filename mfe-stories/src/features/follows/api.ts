import { call, read, replyOf } from 'shared-ui';
import { followUser, unfollowUser } from 'shared-ui/contracts/pages';
import { getFollowing as getFollowingEndpoint } from 'shared-ui/contracts/users';

/** Follows an author or stops following them, as the member `userId`: whether it was done. */
export async function setFollowing(userId: number, authorId: number, follow: boolean): Promise<boolean> {
  const endpoint = follow ? followUser : unfollowUser;
  const response = await call(endpoint, { body: { userId, authorId } });
  const body = await replyOf(endpoint, response);
  return response.ok && body.success === true;
}

/** The ids of the authors the signed-in member follows, or null when they cannot be read. */
export async function getFollowing(): Promise<number[] | null> {
  const response = await read(getFollowingEndpoint);
  if (!response.ok) return null;
  const body = await replyOf(getFollowingEndpoint, response);
  return Array.isArray(body.following) ? body.following : null;
}
