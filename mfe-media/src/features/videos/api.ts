import { call, pageFrom, pageInAnswer, read, readOf, replyOf, type ListPage } from 'shared-ui';
import type { FeaturedComment, FeaturedVideo } from 'shared-ui/contracts';
import { takeDocumentAnswer } from 'shared-ui/document-answers';
import {
  fetchMetadata,
  likeVideo as likeVideoEndpoint,
  postComment as postCommentEndpoint,
  viewVideo as viewVideoEndpoint,
} from 'shared-ui/contracts/youtube';

export type { FeaturedComment, FeaturedVideo };

/** What /meta reads first. */
export const featuredRead = () => readOf(fetchMetadata);

/** Every featured video, in one answer (no further page); throws when they cannot be read. */
export async function getFeaturedVideos(): Promise<ListPage<FeaturedVideo>> {
  return pageFrom(fetchMetadata, await read(fetchMetadata), 'videos');
}

/** The featured videos when the page's document came with them (a first visit), else undefined. */
export const documentFeaturedVideos = () =>
  pageInAnswer(fetchMetadata, takeDocumentAnswer(featuredRead()), 'videos');

/** Likes a featured video: the new total, or the server's message as an error. */
export async function likeVideo(videoId: number): Promise<number> {
  const response = await call(likeVideoEndpoint, { body: { video_id: videoId } });
  const body = await replyOf(likeVideoEndpoint, response);
  if (body.success !== true || typeof body.total_likes !== 'number') {
    throw new Error(body.message ?? `HTTP ${response.status}`);
  }
  return body.total_likes;
}

/** Counts a view (the visitor asked for the player): the new count, or null. */
export async function viewVideo(videoId: number): Promise<number | null> {
  const body = await replyOf(
    viewVideoEndpoint,
    await call(viewVideoEndpoint, { body: { video_id: videoId } }),
  );
  return typeof body.views === 'number' ? body.views : null;
}

/** Posts a comment under a featured video (a guest's with user_id null): the comment as posted. */
export async function postComment(
  videoId: number,
  comment: string,
  userId: number | null,
): Promise<FeaturedComment> {
  const response = await call(postCommentEndpoint, {
    body: { video_id: videoId, comment, user_id: userId },
  });
  const body = await replyOf(postCommentEndpoint, response);
  if (body.success !== true || typeof body.new_comment_id !== 'number') throw new Error(body.message);
  return {
    comment_id: body.new_comment_id,
    user_id: userId,
    username: body.username ?? '',
    comment,
    created_at: new Date().toISOString(),
  };
}
