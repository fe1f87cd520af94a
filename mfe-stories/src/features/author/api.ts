import { idFromAddress, read, readOf, replyOf, type AnswerOf } from 'shared-ui';
import { getUserProfile, getUserStats } from 'shared-ui/contracts/users';

/** A member's public profile (spec section 3). */
export type AuthorProfile = AnswerOf<typeof getUserProfile>['profile'];

/** The author's follower figures. */
export type AuthorStats = AnswerOf<typeof getUserStats>;

const memberQuery = (userId: string) => ({ query: { user_id: idFromAddress(userId) } });

export const profileRead = (userId: string) => readOf(getUserProfile, memberQuery(userId));
export const statsRead = (userId: string) => readOf(getUserStats, memberQuery(userId));

/** The author's profile and follower figures; null when there is no such member. Throws on network failure. */
export async function getAuthor(
  userId: string,
): Promise<{ profile: AuthorProfile; stats: AuthorStats | null } | null> {
  const [profileResponse, statsResponse] = await Promise.all([
    read(getUserProfile, memberQuery(userId)),
    read(getUserStats, memberQuery(userId)),
  ]);
  if (profileResponse.status === 404 || profileResponse.status === 400) return null;
  const body = await replyOf(getUserProfile, profileResponse);
  if (!profileResponse.ok || !body.profile) throw new Error(`Profile answer ${profileResponse.status}`);
  const stats = await replyOf(getUserStats, statsResponse);
  return {
    profile: body.profile,
    stats:
      statsResponse.ok && typeof stats.followersCount === 'number'
        ? { followersCount: stats.followersCount, followingCount: stats.followingCount ?? 0 }
        : null,
  };
}
