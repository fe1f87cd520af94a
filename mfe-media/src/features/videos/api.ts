import { apiRead, http, readJson, readPage, type ListPage } from 'shared-ui';
import type { FeaturedComment, FeaturedVideo } from 'shared-ui/contracts';

export type { FeaturedComment, FeaturedVideo };

/** GET /youtube/fetch_metadata.php: what /meta reads first. */
export const featuredRead = () => apiRead('youtube/fetch_metadata.php');

/** Every featured video, in one answer (no further page); throws when they cannot be read. */
export async function getFeaturedVideos(): Promise<ListPage<FeaturedVideo>> {
  return readPage<FeaturedVideo>(await http().get(featuredRead()), 'videos');
}

/** POST /youtube/like_video.php {video_id}: the new total, or the server's message as an error. */
export async function likeVideo(videoId: number): Promise<number> {
  const response = await http().post('youtube/like_video.php', { json: { video_id: videoId } });
  const body = await readJson<{ success: boolean; total_likes: number; message: string }>(response);
  if (!body.success || typeof body.total_likes !== 'number') {
    throw new Error(body.message ?? `HTTP ${response.status}`);
  }
  return body.total_likes;
}

/** POST /youtube/view_video.php {video_id}: counts a view (the visitor asked for the player). */
export async function viewVideo(videoId: number): Promise<number | null> {
  const response = await http().post('youtube/view_video.php', { json: { video_id: videoId } });
  const body = await readJson<{ success: boolean; views: number }>(response);
  return typeof body.views === 'number' ? body.views : null;
}

/** POST /youtube/post_comment.php {video_id, comment, user_id}: the comment as posted. */
export async function postComment(
  videoId: number,
  comment: string,
  userId: number | null,
): Promise<FeaturedComment> {
  const response = await http().post('youtube/post_comment.php', {
    json: { video_id: videoId, comment, user_id: userId },
  });
  const body = await readJson<{
    success: boolean;
    new_comment_id: number;
    username: string;
    message: string;
  }>(response);
  if (!body.success || typeof body.new_comment_id !== 'number') throw new Error(body.message);
  return {
    comment_id: body.new_comment_id,
    username: body.username ?? '',
    comment,
    created_at: new Date().toISOString(),
  };
}
