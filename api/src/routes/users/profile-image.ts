import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { texts } from 'shared-ui/texts';
import { findPublicProfile, saveProfile } from '../../db/profiles.repository.ts';
import { messages } from '../../messages.ts';
import { profileMessages, SuccessAnswer } from '../../schemas/profiles.ts';
import { multipartForm } from '../../schemas/common.ts';
import { handleUpload } from '../../uploads/handle-upload.ts';
import { variantName, IMAGE_WIDTHS } from '../../uploads/images.ts';
import { imageRule } from '../../uploads/rules.ts';
import { UploadError } from '../../uploads/upload-error.ts';

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
  app.post(
    '/update_profile-image.php',
    {
      config: { multipartForm: form },
      schema: {
        summary: "Replace the caller's profile image (multipart: user_id, profile_image)",
        tags: ['profiles'],
        consumes: ['multipart/form-data'],
        response: { 200: ImageAnswer, '4xx': SuccessAnswer },
      },
    },
    async (request, reply) => {
      const caller = request.user;
      if (!caller) return reply.code(401).send({ success: false, message: messages.notLoggedIn });
      try {
        const name = await handleUpload(app, request, rules, {
          validate: ({ fields }) =>
            Number(fields.user_id) === caller.id
              ? null
              : { status: 403, message: profileMessages.ownProfileOnly },
          save: async ({ stored }) => {
            const image = stored.profile_image!.name;
            const previous = (await findPublicProfile(app.db, caller.id))?.profile_image;
            await saveProfile(app.db, caller.id, { profile_image: image }, app.now());
            if (previous) {
              await app.media.remove('users', previous);
              await app.media.remove('users', variantName(previous, IMAGE_WIDTHS.small));
            }
            return image;
          },
        });
        return { success: true, message: texts.profile.imageUpdated, profile_image: name };
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
    },
  );
};

export default profileImage;
