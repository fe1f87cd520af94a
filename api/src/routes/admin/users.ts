import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listMemberContent } from '../../db/member-content.repository.ts';
import { fetchPage } from '../../db/paging.ts';
import { changeRole, findAccount, listAccounts } from '../../db/roles.repository.ts';
import {
  ADMIN_PAGE_SIZE,
  getMemberContent,
  listAccounts as listAccountsEndpoint,
  setRole,
} from 'shared-ui/contracts/admin';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { adminMessages } from '../../schemas/admin.ts';

/** `/api/admin/users` and `/api/admin/roles`: accounts and who administers the platform. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, listAccountsEndpoint, { tags: ['admin'] }, async (request) => {
    const { search, page } = request.query;
    const { accounts, total } = await listAccounts(app.db, {
      search,
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    });
    return { status: 'success' as const, users: accounts, page, pageSize: ADMIN_PAGE_SIZE, total };
  });

  endpointRoute(app, getMemberContent, { tags: ['admin'] }, async (request, reply) => {
    const user = await findAccount(app.db, request.params.id);
    if (!user) return reply.code(404).send({ status: 'error', message: adminMessages.userNotFound });
    const { items, page, hasMore } = await fetchPage(
      { page: request.query.page, limit: ADMIN_PAGE_SIZE },
      (window) => listMemberContent(app.db, user.id, window),
    );
    return { status: 'success' as const, user, content: items, page, hasMore };
  });

  endpointRoute(app, setRole, { tags: ['admin'] }, async (request, reply) => {
    const { user_id: userId, role } = request.body;
    if (!(await findAccount(app.db, userId))) {
      return reply.code(404).send({ status: 'error', message: adminMessages.userNotFound });
    }
    if (!(await changeRole(app.db, userId, role))) {
      return reply.code(400).send({ status: 'error', message: adminMessages.lastAdmin });
    }
    const user = (await findAccount(app.db, userId))!;
    return { status: 'success' as const, message: adminMessages.roleChanged(user.username, role), user };
  });
};

export default users;
