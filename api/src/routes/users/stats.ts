import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../auth/policies.ts';
import { followCounts, listFollowing } from '../../db/follows.repository.ts';
import { userExists } from '../../db/profiles.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { FollowingAnswer } from '../../schemas/follows.ts';
import { SuccessAnswer, UserIdQuery, UserStats, profileMessages } from '../../schemas/profiles.ts';

/** `/api/users/*`: follower figures and the caller's followed authors. */
const stats: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_user_stats.php',
    {
      schema: {
        summary: 'How many members follow a member, and how many they follow',
        tags: ['profiles'],
        querystring: UserIdQuery,
        response: { 200: UserStats, 400: StatusAnswer, 404: StatusAnswer },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send({ status: 'error', message: profileMessages.badUserId });
      }
      const userId = request.query.user_id;
      if (!(await userExists(app.db, userId))) {
        return reply.code(404).send({ status: 'error', message: profileMessages.userNotFound });
      }
      return followCounts(app.db, userId);
    },
  );

  app.get(
    '/get_following.php',
    {
      schema: {
        summary: 'Ids of the authors the caller follows',
        tags: ['follows'],
        security: [{ session: [] }],
        response: { 200: FollowingAnswer, 401: SuccessAnswer },
      },
      config: { refusal: 'success', policy: 'signed-in' },
      onRequest: signedIn(),
    },
    async (request) => {
      return { success: true as const, following: await listFollowing(app.db, request.user!.id) };
    },
  );
};

export default stats;
