import type { FastifyInstance } from 'fastify';
import { followCounts, listFollowing } from '../../db/follows.repository.ts';
import { userExists } from '../../db/profiles.repository.ts';
import type * as users from 'shared-ui/contracts/users';
import type { RoutesOf } from '../../builders/router.ts';
import { profileMessages } from '../../schemas/profiles.ts';

/** `/api/users/*`: follower figures and the caller's followed authors. */
export const stats = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof users>, 'getUserStats' | 'getFollowing'> => ({
  getUserStats: {
    tags: ['profiles'],
    attachValidation: true,
    handler: async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send({ status: 'error', message: profileMessages.badUserId });
      }
      const userId = request.query.user_id;
      if (!(await userExists(app.db, userId))) {
        return reply.code(404).send({ status: 'error', message: profileMessages.userNotFound });
      }
      return followCounts(app.db, userId);
    },
  },

  getFollowing: {
    tags: ['follows'],
    config: { refusal: 'success' },
    handler: async (_request, _reply, caller) => {
      return { success: true as const, following: await listFollowing(app.db, caller.id) };
    },
  },
});
