import type { FastifyInstance } from 'fastify';
import { texts } from 'shared-ui/texts';
import type * as users from 'shared-ui/contracts/users';
import { findPublicProfile, saveProfile } from '../../db/profiles.repository.ts';
import { profileMessages } from '../../schemas/profiles.ts';
import { removeStoredFile } from '../../uploads/images.ts';
import { imageRule } from '../../uploads/rules.ts';
import { upload } from '../../builders/upload-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { fieldNames } from 'shared-ui/texts/fields';

const rules = {
  profile_image: {
    ...imageRule(() => fieldNames.profileImage, 'users', true),
    missing: () => texts.profile.imageRequired,
  },
};

/** `POST /api/users/update_profile-image.php` (multipart: user_id, profile_image). */
export const profileImage = (app: FastifyInstance): Pick<RoutesOf<typeof users>, 'updateProfileImage'> => ({
  updateProfileImage: upload({
    tags: ['profiles'],
    files: rules,
    refusal: 'success',
    payloadUser: { notCaller: () => profileMessages.ownProfileOnly },
    save: async ({ stored, caller }) => {
      const image = stored.profile_image!.name;
      const previous = (await findPublicProfile(app.db, caller.id))?.profile_image;
      await saveProfile(app.db, caller.id, { profile_image: image }, app.now());
      if (previous) {
        await removeStoredFile(app.media, 'users', previous);
      }
      return image;
    },
    reply: (name) => ({ success: true, message: texts.profile.imageUpdated, profile_image: name }),
  }),
});
