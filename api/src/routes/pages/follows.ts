import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as pages from 'shared-ui/contracts/pages';
import type { FollowBody } from 'shared-ui/contracts/pages';
import { stories } from 'shared-ui/texts/stories';
import type { Static } from 'typebox';
import type { RoutesOf } from '../../builders/router.ts';
import { addFollow, followCounts, removeFollow } from '../../db/follows.repository.ts';
import { userExists } from '../../db/profiles.repository.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { followMessages } from '../../schemas/follows.ts';

type Request = FastifyRequest<{ Body: Static<typeof FollowBody> }>;

/** Signed in (the spec's own 401 text), following or unfollowing as themself (`userId`). */
const options = {
  tags: ['follows'],
  attachValidation: true,
  signedOut: () => stories.follow.loginRequired,
  payloadUser: { field: 'userId', notCaller: () => followMessages.notYourself },
};

/** `/api/pages/*`: following and unfollowing authors (spec sections 4 and 7). */
export const follows = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof pages>, 'followUser' | 'unfollowUser'> => {
  /** Runs `change` for a valid request by the caller themself, then answers with the new count. */
  async function followRoute(
    request: Request,
    reply: FastifyReply,
    user: SessionUser,
    change: (follower: SessionUser, authorId: number) => Promise<void>,
    message: string,
  ) {
    if (request.validationError) {
      const problem = describeValidation(request.validationError.validation);
      return reply.code(400).send({ success: false, message: problem });
    }
    const { authorId } = request.body;
    if (authorId === user.id)
      return reply.code(400).send({ success: false, message: followMessages.selfFollow });
    if (!(await userExists(app.db, authorId))) {
      return reply.code(404).send({ success: false, message: followMessages.authorNotFound });
    }
    await change(user, authorId);
    const { followersCount } = await followCounts(app.db, authorId);
    return { success: true as const, message, followersCount };
  }

  return {
    followUser: {
      ...options,
      handler: (request, reply, user) =>
        followRoute(
          request,
          reply,
          user,
          (follower, authorId) => addFollow(app.db, follower, authorId, app.now()),
          stories.follow.following,
        ),
    },

    unfollowUser: {
      ...options,
      handler: (request, reply, user) =>
        followRoute(
          request,
          reply,
          user,
          (follower, authorId) => removeFollow(app.db, follower.id, authorId),
          stories.follow.unfollowed,
        ),
    },
  };
};
