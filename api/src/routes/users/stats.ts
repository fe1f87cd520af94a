import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../auth/policies.ts';
import { followCounts, listFollowing } from '../../db/follows.repository.ts';
import { userExists } from '../../db/profiles.repository.ts';
import { getFollowing, getUserStats } from 'shared-ui/contracts/users';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { profileMessages } from '../../schemas/profiles.ts';

/** `/api/users/*`: follower figures and the caller's followed authors. */
const stats: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, getUserStats, { tags: ['profiles'], attachValidation: true }, async (request, reply) => {
    if (request.validationError) {
      return reply.code(400).send({ status: 'error', message: profileMessages.badUserId });
    }
    const userId = request.query.user_id;
    if (!(await userExists(app.db, userId))) {
      return reply.code(404).send({ status: 'error', message: profileMessages.userNotFound });
    }
    return followCounts(app.db, userId);
  });

  endpointRoute(
    app,
    getFollowing,
    { tags: ['follows'], config: { refusal: 'success' }, onRequest: signedIn() },
    async (request) => {
      return { success: true as const, following: await listFollowing(app.db, request.user!.id) };
    },
  );
};

export default stats;
