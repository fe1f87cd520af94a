import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  answerTicket as answerTicketEndpoint,
  listTickets as listTicketsEndpoint,
} from 'shared-ui/contracts/admin';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { listRoute } from '../../builders/list-route.ts';
import { answerTicket, findTicket, listTickets } from '../../db/tickets.repository.ts';
import { adminMessages } from '../../schemas/admin.ts';

/** `/api/admin/tickets…`: reading and answering contact tickets. */
const tickets: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    endpoint: listTicketsEndpoint,
    tags: ['admin'],
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ status }, window) => listTickets(app.db, { status, ...window }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, tickets: items, page, hasMore }),
  });

  endpointRoute(app, answerTicketEndpoint, { tags: ['admin'] }, async (request, reply) => {
    const ticketNo = request.params.ticket_no.trim().toUpperCase();
    const { status, response } = request.body;
    const answer = response?.trim();
    if (response !== undefined && !answer) {
      return reply.code(400).send({ status: 'error', message: adminMessages.blankResponse });
    }
    const by = request.user!.id;
    if (!(await answerTicket(app.db, ticketNo, { status, response: answer, now: app.now(), by }))) {
      return reply.code(404).send({ status: 'error', message: adminMessages.ticketNotFound });
    }
    const ticket = (await findTicket(app.db, ticketNo))!;
    return { status: 'success' as const, message: adminMessages.ticketUpdated, ticket };
  });
};

export default tickets;
