import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { payloadUser, signedIn } from '../../auth/policies.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { stories } from 'shared-ui/texts/stories';
import { addFollow, followCounts, removeFollow } from '../../db/follows.repository.ts';
import { userExists } from '../../db/profiles.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { FollowAnswer, FollowBody, followMessages } from '../../schemas/follows.ts';
import { SuccessAnswer } from '../../schemas/profiles.ts';

type Request = FastifyRequest<{ Body: Static<typeof FollowBody> }>;

const signedInToFollow = signedIn(stories.follow.loginRequired);
const payloadUserPolicy = { policy: 'payload-user' } as const;

/** Malformed JSON is refused by the framework as `{status, message}` before the handler runs. */
const Refusal = Type.Union([SuccessAnswer, StatusAnswer]);

const schema = (summary: string) => ({
  summary,
  tags: ['follows'],
  security: [{ session: [] }],
  body: FollowBody,
  response: {
    200: FollowAnswer,
    400: Refusal,
    401: SuccessAnswer,
    403: SuccessAnswer,
    404: SuccessAnswer,
  },
});

/** `/api/pages/*`: following and unfollowing authors (spec sections 4 and 7). */
const follows: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs `change` for a valid request by the caller themself, then answers with the new count. */
  async function followRoute(
    request: Request,
    reply: FastifyReply,
    change: (followerId: number, authorId: number) => Promise<void>,
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
    await change(user.id, authorId);
    const { followersCount } = await followCounts(app.db, authorId);
    return { success: true as const, message, followersCount };
  }

  app.post(
    '/follow_user.php',
    {
      schema: schema('Follow an author'),
      attachValidation: true,
      config: payloadUserPolicy,
      onRequest: signedInToFollow,
    },
    (request, reply) =>
      followRoute(
        request,
        reply,
        (followerId, authorId) => addFollow(app.db, followerId, authorId, app.now()),
        stories.follow.following,
      ),
  );

  app.post(
    '/unfollow_user.php',
    {
      schema: schema('Stop following an author'),
      attachValidation: true,
      config: payloadUserPolicy,
      onRequest: signedInToFollow,
    },
    (request, reply) =>
      followRoute(
        request,
        reply,
        (followerId, authorId) => removeFollow(app.db, followerId, authorId),
        stories.follow.unfollowed,
      ),
  );
};

export default follows;
