import { apiRead, http, readJson } from 'shared-ui';

/** A reel as the reels pages show it (spec section 3, with its video and member). */
export interface Reel {
  id: number;
  description: string;
  status: string;
  likes_count: number;
  created_at: string;
  video: string;
  user_id: number;
  user_name: string;
}

export interface ReelsPage {
  reels: Reel[];
  hasMore: boolean;
}

/** GET /reels/get_reels.php?page: a page of everyone's reels, newest first. */
export const reelsRead = (page = 1) => apiRead('reels/get_reels.php', { page });

/** GET /reels/get_reel.php?id: the shared reel. */
export const reelRead = (id: string) => apiRead('reels/get_reel.php', { id });

/** A page of reels; throws when it cannot be read. */
export async function getReels(page: number): Promise<ReelsPage> {
  const response = await http().get(reelsRead(page));
  const body = await readJson<{ data: Reel[]; hasMore: boolean }>(response);
  if (!response.ok || !Array.isArray(body.data)) throw new Error(`get_reels answered ${response.status}`);
  return { reels: body.data, hasMore: Boolean(body.hasMore) };
}

/** One reel, or null when there is none (or it cannot be read). */
export async function getReel(id: string): Promise<Reel | null> {
  const response = await http().get(reelRead(id));
  const body = await readJson<{ reel: Reel }>(response);
  return response.ok && body.reel ? body.reel : null;
}

/** POST /reels/like_reel.php {reelId, liked}: the new count, or null when refused. */
export async function likeReel(reelId: number, liked: boolean): Promise<number | null> {
  const response = await http().post('reels/like_reel.php', { json: { reelId, liked } });
  const body = await readJson<{ success: boolean; likes_count: number }>(response);
  return body.success && typeof body.likes_count === 'number' ? body.likes_count : null;
}
