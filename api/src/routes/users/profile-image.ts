import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { texts } from 'shared-ui/texts';
import { findPublicProfile, saveProfile } from '../../db/profiles.repository.ts';
import { profileMessages, SuccessAnswer } from '../../schemas/profiles.ts';
import { multipartForm } from '../../schemas/common.ts';
import { removeStoredFile } from '../../uploads/images.ts';
import { imageRule } from '../../uploads/rules.ts';
import { uploadRoute } from '../../builders/upload-route.ts';

const ImageAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  profile_image: Type.Optional(Type.String({ description: 'The stored name, served at /api/users/{name}' })),
});

const rules = {
  profile_image: { ...imageRule('The profile image', 'users', true), missing: texts.profile.imageRequired },
};

const form = multipartForm(
  { user_id: "The caller's own id" },
  { profile_image: 'JPEG, PNG, WebP or GIF (read from the bytes); stored as WebP, metadata removed' },
  ['user_id', 'profile_image'],
);

/** `POST /api/users/update_profile-image.php` (multipart: user_id, profile_image). */
const profileImage: FastifyPluginAsyncTypebox = async (app) => {
  uploadRoute(app, {
    url: '/update_profile-image.php',
    summary: "Replace the caller's profile image (multipart: user_id, profile_image)",
    tags: ['profiles'],
    form,
    files: rules,
    refusal: 'success',
    refusalSchema: SuccessAnswer,
    answer: { status: 200, schema: ImageAnswer },
    payloadUser: { notCaller: profileMessages.ownProfileOnly },
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
  });
};

export default profileImage;
