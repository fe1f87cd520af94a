import { apiRead, http, readJson } from 'shared-ui';
import type { ProfileSchema, UserStatsSchema } from 'shared-ui/contracts/entities';
import type { Static } from 'typebox';

/** A member's public profile (spec section 3), as GET /users/get_user_profile.php answers it. */
export type AuthorProfile = Static<typeof ProfileSchema>;

/** The author's follower figures: GET /users/get_user_stats.php. */
export type AuthorStats = Static<typeof UserStatsSchema>;

export const profileRead = (userId: string) => apiRead('users/get_user_profile.php', { user_id: userId });
export const statsRead = (userId: string) => apiRead('users/get_user_stats.php', { user_id: userId });

/** The author's profile and follower figures; null when there is no such member. Throws on network failure. */
export async function getAuthor(
  userId: string,
): Promise<{ profile: AuthorProfile; stats: AuthorStats | null } | null> {
  const [profileResponse, statsResponse] = await Promise.all([
    http().get(profileRead(userId)),
    http().get(statsRead(userId)),
  ]);
  if (profileResponse.status === 404 || profileResponse.status === 400) return null;
  const body = await readJson<{ profile: AuthorProfile }>(profileResponse);
  if (!profileResponse.ok || !body.profile) throw new Error(`Profile answer ${profileResponse.status}`);
  const stats = await readJson<AuthorStats>(statsResponse);
  return {
    profile: body.profile,
    stats:
      statsResponse.ok && typeof stats.followersCount === 'number'
        ? { followersCount: stats.followersCount, followingCount: stats.followingCount ?? 0 }
        : null,
  };
}
