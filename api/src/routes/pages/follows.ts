import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { followUser, unfollowUser, type FollowBody } from 'shared-ui/contracts/pages';
import { stories } from 'shared-ui/texts/stories';
import type { Static } from 'typebox';
import { payloadUser, signedIn } from '../../auth/policies.ts';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { addFollow, followCounts, removeFollow } from '../../db/follows.repository.ts';
import { userExists } from '../../db/profiles.repository.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { followMessages } from '../../schemas/follows.ts';

type Request = FastifyRequest<{ Body: Static<typeof FollowBody> }>;

const options = {
  tags: ['follows'],
  attachValidation: true,
  onRequest: signedIn(stories.follow.loginRequired),
};

/** `/api/pages/*`: following and unfollowing authors (spec sections 4 and 7). */
const follows: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs `change` for a valid request by the caller themself, then answers with the new count. */
  async function followRoute(
    request: Request,
    reply: FastifyReply,
    change: (follower: SessionUser, authorId: number) => Promise<void>,
    message: string,
  ) {
    const user = request.user!;
    if (request.validationError) {
      const problem = describeValidation(request.validationError.validation);
      return reply.code(400).send({ success: false, message: problem });
    }
    const { userId, authorId } = request.body;
    if (payloadUser(userId, user.id) !== 'caller')
      return reply.code(403).send({ success: false, message: followMessages.notYourself });
    if (authorId === user.id)
      return reply.code(400).send({ success: false, message: followMessages.selfFollow });
    if (!(await userExists(app.db, authorId))) {
      return reply.code(404).send({ success: false, message: followMessages.authorNotFound });
    }
    await change(user, authorId);
    const { followersCount } = await followCounts(app.db, authorId);
    return { success: true as const, message, followersCount };
  }

  endpointRoute(app, followUser, options, (request, reply) =>
    followRoute(
      request,
      reply,
      (follower, authorId) => addFollow(app.db, follower, authorId, app.now()),
      stories.follow.following,
    ),
  );

  endpointRoute(app, unfollowUser, options, (request, reply) =>
    followRoute(
      request,
      reply,
      (follower, authorId) => removeFollow(app.db, follower.id, authorId),
      stories.follow.unfollowed,
    ),
  );
};

export default follows;
