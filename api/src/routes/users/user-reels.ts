import { texts } from 'shared-ui/texts';
import type * as users from 'shared-ui/contracts/users';
import { listReels } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { ownList } from '../../builders/own-list-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { seesHidden } from '../../auth/policies.ts';

/** `GET /api/users/get_user_reels.php?userid=`: a member's reels (My Reels). */
export const userReels = (): Pick<RoutesOf<typeof users>, 'getUserReels'> => ({
  getUserReels: ownList({
    tag: 'reels',
    // Reels the moderators hid: for their member and administrators alone.
    list: (app, userId, window, caller) =>
      listReels(app.db, { userId, withHidden: seesHidden(caller, userId), ...window }),
    none: () => texts.reels.none,
    found: () => mediaMessages.reelsFound,
  }),
});
