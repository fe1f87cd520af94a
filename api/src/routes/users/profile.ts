import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { texts } from 'shared-ui/texts';
import { DEFAULT_PROFILE_IMAGE } from 'shared-ui/contracts/entities';
import type * as users from 'shared-ui/contracts/users';
import { validateAge } from 'shared-ui/validation';
import type { RoutesOf } from '../../builders/router.ts';
import { findPublicProfile, saveProfile, type ProfileFields } from '../../db/profiles.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { profileMessages } from '../../schemas/profiles.ts';
import { fieldNames } from 'shared-ui/texts/fields';

const TEXT_FIELDS = ['place_of_birth', 'skills', 'career', 'experience', 'education'] as const;

/** A neutral head-and-shoulders silhouette for members without a picture. */
const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Profile picture">
<rect width="128" height="128" fill="#d9dde3"/>
<circle cx="64" cy="50" r="24" fill="#9aa3ae"/>
<path d="M20 128c0-26 20-42 44-42s44 16 44 42z" fill="#9aa3ae"/>
</svg>
`;

/** `/api/users/*`: member profiles (spec sections 3 and 7). */
export const profile = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof users>, 'getUserProfile' | 'updateProfile'> => ({
  getUserProfile: {
    tags: ['profiles'],
    attachValidation: true,
    handler: async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send({ status: 'error', message: profileMessages.badUserId });
      }
      const found = await findPublicProfile(app.db, request.query.user_id);
      if (!found) return reply.code(404).send({ status: 'error', message: profileMessages.userNotFound });
      return {
        status: 'success' as const,
        profile: { ...found, profile_image: found.profile_image ?? DEFAULT_PROFILE_IMAGE },
      };
    },
  },

  updateProfile: {
    tags: ['profiles'],
    attachValidation: true,
    payloadUser: { notCaller: () => profileMessages.ownProfileOnly },
    handler: async (request, reply, user) => {
      if (request.validationError) {
        const issues: Parameters<typeof describeValidation>[0] = request.validationError.validation;
        const badAge = issues.some((issue) => issue.instancePath === '/age');
        const message = badAge ? texts.validation.notANumber(fieldNames.age) : describeValidation(issues);
        return reply.code(400).send({ success: false, message });
      }
      const { user_id: _userId, age, ...rest } = request.body;
      const ageProblem = validateAge(age);
      if (ageProblem) return reply.code(400).send({ success: false, message: ageProblem });

      const fields: ProfileFields = {};
      if (age !== undefined) fields.age = age === null || String(age).trim() === '' ? null : Number(age);
      for (const field of TEXT_FIELDS) {
        const value = rest[field];
        if (value !== undefined) fields[field] = value?.trim() || null;
      }
      await saveProfile(app.db, user.id, fields, app.now());
      return { success: true, message: texts.profile.updated };
    },
  },
});

/** `/api/users/default-profile.svg`: the picture of members without one (not in the API document). */
export const defaultAvatar: FastifyPluginAsync = async (app) => {
  app.get('/default-profile.svg', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(DEFAULT_AVATAR_SVG),
  );
};
