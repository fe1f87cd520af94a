import type { FastifyInstance } from 'fastify';
import { isOwnerOrAdmin, type Caller } from '../../auth/policies.ts';
import type * as users from 'shared-ui/contracts/users';
import type { RoutesOf } from '../../builders/router.ts';
import { deleteReel, findReelOwner } from '../../db/reels.repository.ts';
import { deleteSong, findSongOwner } from '../../db/songs.repository.ts';
import type { Removal } from '../../db/notifications.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { removeCopies } from '../../media/copies.ts';
import { removeStoredFile } from '../../uploads/images.ts';

/** `POST /api/users/delete_music.php` and `delete_reel.php`: deleting from My Music and My Reels. */
export const deleteMedia = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof users>, 'deleteMusic' | 'deleteReel'> => {
  /** Why the caller may not delete this item (unknown: 404; another member's: 403), or null. */
  const refusal = (user: Caller, owner: { user_id: number } | undefined, notFound: string) => {
    if (!owner) return { code: 404 as const, message: notFound };
    return isOwnerOrAdmin(user, owner.user_id)
      ? null
      : { code: 403 as const, message: mediaMessages.ownContentOnly };
  };
  /** Who deletes, why (an administrator's reason for the owner's notification), and when. */
  const removalBy = (user: Caller, reason?: string): Removal => ({ by: user.id, reason, now: app.now() });

  return {
    deleteMusic: {
      tags: ['music'],
      handler: async (request, reply, caller) => {
        const id = request.body.musicId;
        const refused = refusal(caller, await findSongOwner(app.db, id), mediaMessages.songNotFound);
        if (refused) return reply.code(refused.code).send({ status: 'error', message: refused.message });
        const files = await deleteSong(app.db, id, removalBy(caller, request.body.reason));
        if (!files) return reply.code(404).send({ status: 'error', message: mediaMessages.songNotFound });
        await removeStoredFile(app.media, 'images', files.song_image);
        await app.media.remove('songs', files.song_file);
        await removeCopies(app.media, 'song', files.song_file);
        return { status: 'success' as const, message: mediaMessages.musicDeleted };
      },
    },

    deleteReel: {
      tags: ['reels'],
      handler: async (request, reply, caller) => {
        const id = request.body.reelId;
        const refused = refusal(caller, await findReelOwner(app.db, id), mediaMessages.reelNotFound);
        if (refused) return reply.code(refused.code).send({ status: 'error', message: refused.message });
        const files = await deleteReel(app.db, id, removalBy(caller, request.body.reason));
        if (!files) return reply.code(404).send({ status: 'error', message: mediaMessages.reelNotFound });
        await app.media.remove('videos', files.video);
        await removeCopies(app.media, 'reel', files.video);
        return { status: 'success' as const, message: mediaMessages.reelDeleted };
      },
    },
  };
};
