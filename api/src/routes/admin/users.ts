import type { FastifyInstance } from 'fastify';
import type * as admin from 'shared-ui/contracts/admin';
import { ADMIN_PAGE_SIZE } from 'shared-ui/contracts/admin';
import type { RoutesOf } from '../../builders/router.ts';
import { listMemberContent } from '../../db/member-content.repository.ts';
import { fetchPage } from '../../db/paging.ts';
import { changeRole, findAccount, listAccounts } from '../../db/roles.repository.ts';
import { adminMessages } from '../../schemas/admin.ts';

/** `/api/admin/users` and `/api/admin/roles`: accounts and who administers the platform. */
export const users = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof admin>, 'listAccounts' | 'getMemberContent' | 'setRole'> => ({
  listAccounts: {
    tags: ['admin'],
    handler: async (request) => {
      const { search, page } = request.query;
      const { accounts, total } = await listAccounts(app.db, {
        search,
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return { status: 'success' as const, users: accounts, page, pageSize: ADMIN_PAGE_SIZE, total };
    },
  },

  getMemberContent: {
    tags: ['admin'],
    handler: async (request, reply) => {
      const user = await findAccount(app.db, request.params.id);
      if (!user) return reply.code(404).send({ status: 'error', message: adminMessages.userNotFound });
      const { items, page, hasMore } = await fetchPage(
        { page: request.query.page, limit: ADMIN_PAGE_SIZE },
        (window) => listMemberContent(app.db, user.id, window),
      );
      return { status: 'success' as const, user, content: items, page, hasMore };
    },
  },

  setRole: {
    tags: ['admin'],
    handler: async (request, reply) => {
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
  },
});
