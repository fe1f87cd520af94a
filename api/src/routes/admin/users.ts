import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listMemberContent } from '../../db/member-content.repository.ts';
import { fetchPage } from '../../db/paging.ts';
import { changeRole, findAccount, listAccounts } from '../../db/roles.repository.ts';
import {
  ADMIN_PAGE_SIZE,
  AccountsAnswer,
  AccountsQuery,
  MemberContentAnswer,
  MemberContentQuery,
  RoleAnswer,
  RoleBody,
  UserIdParams,
  adminMessages,
} from '../../schemas/admin.ts';
import { StatusAnswer } from '../../schemas/common.ts';

const security = [{ session: [] }];
const errors = { 400: StatusAnswer, 401: StatusAnswer, 403: StatusAnswer };

/** `/api/admin/users` and `/api/admin/roles`: accounts and who administers the platform. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        summary: `Accounts, ${ADMIN_PAGE_SIZE} a page, optionally filtered by username or email`,
        tags: ['admin'],
        security,
        querystring: AccountsQuery,
        response: { 200: AccountsAnswer, ...errors },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const { accounts, total } = await listAccounts(app.db, {
        search,
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return { status: 'success' as const, users: accounts, page, pageSize: ADMIN_PAGE_SIZE, total };
    },
  );

  app.get(
    '/users/:id/content',
    {
      schema: {
        summary: `A member's articles, reels, songs, YouTube entries and listings, newest first, ${ADMIN_PAGE_SIZE} a page`,
        description:
          'Each item is removed through its own delete call (delete_article.php, delete_reel.php, ' +
          'delete_music.php, delete_youtube.php, delete_product.php), which administrators may call.',
        tags: ['admin'],
        security,
        params: UserIdParams,
        querystring: MemberContentQuery,
        response: { 200: MemberContentAnswer, ...errors, 404: StatusAnswer },
      },
    },
    async (request, reply) => {
      const user = await findAccount(app.db, request.params.id);
      if (!user) return reply.code(404).send({ status: 'error', message: adminMessages.userNotFound });
      const { items, page, hasMore } = await fetchPage(
        { page: request.query.page, limit: ADMIN_PAGE_SIZE },
        (window) => listMemberContent(app.db, user.id, window),
      );
      return { status: 'success' as const, user, content: items, page, hasMore };
    },
  );

  app.post(
    '/roles',
    {
      schema: {
        summary: 'Make an account an administrator, or a member again',
        description: 'The last administrator cannot be made a member.',
        tags: ['admin'],
        security,
        body: RoleBody,
        response: { 200: RoleAnswer, ...errors, 404: StatusAnswer },
      },
    },
    async (request, reply) => {
      const { user_id: userId, role } = request.body;
      if (!(await findAccount(app.db, userId))) {
        return reply.code(404).send({ status: 'error', message: adminMessages.userNotFound });
      }
      if (!(await changeRole(app.db, userId, role))) {
        return reply.code(400).send({ status: 'error', message: adminMessages.lastAdmin });
      }
      const user = (await findAccount(app.db, userId))!;
      return { status: 'success' as const, message: adminMessages.roleChanged(user.username, role), user };
    },
  );
};

export default users;
