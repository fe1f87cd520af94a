import { texts } from 'shared-ui/texts';
import type * as users from 'shared-ui/contracts/users';
import { listUserSongs } from '../../db/songs.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { ownList } from '../../builders/own-list-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { seesHidden } from '../../auth/policies.ts';

/** `GET /api/users/get_user_music.php?userid=`: a member's songs (My Music). */
export const userMusic = (): Pick<RoutesOf<typeof users>, 'getUserMusic'> => ({
  getUserMusic: ownList({
    tag: 'music',
    // Songs the moderators hid: for their member and administrators alone.
    list: (app, userId, window, caller) => listUserSongs(app.db, userId, window, seesHidden(caller, userId)),
    none: () => texts.music.none,
    found: () => mediaMessages.musicFound,
  }),
});
