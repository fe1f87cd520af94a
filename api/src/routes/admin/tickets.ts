import type { FastifyInstance } from 'fastify';
import type * as admin from 'shared-ui/contracts/admin';
import { list } from '../../builders/list-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { answerTicket, findTicket, listTickets } from '../../db/tickets.repository.ts';
import { adminMessages } from '../../schemas/admin.ts';

/** `/api/admin/tickets…`: reading and answering contact tickets. */
export const tickets = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof admin>, 'listTickets' | 'answerTicket'> => ({
  listTickets: list({
    tags: ['admin'],
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ status }, window) => listTickets(app.db, { status, ...window }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, tickets: items, page, hasMore }),
  }),

  answerTicket: {
    tags: ['admin'],
    handler: async (request, reply, caller) => {
      const ticketNo = request.params.ticket_no.trim().toUpperCase();
      const { status, response } = request.body;
      const answer = response?.trim();
      if (response !== undefined && !answer) {
        return reply.code(400).send({ status: 'error', message: adminMessages.blankResponse });
      }
      const by = caller.id;
      if (!(await answerTicket(app.db, ticketNo, { status, response: answer, now: app.now(), by }))) {
        return reply.code(404).send({ status: 'error', message: adminMessages.ticketNotFound });
      }
      const ticket = (await findTicket(app.db, ticketNo))!;
      return { status: 'success' as const, message: adminMessages.ticketUpdated, ticket };
    },
  },
});
