import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listRoute } from '../../builders/list-route.ts';
import { answerTicket, findTicket, listTickets } from '../../db/tickets.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { TicketStatus as Status } from '../../schemas/contact.ts';

const Ticket = Type.Object({
  ticket_no: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  message: Type.String(),
  status: Status,
  response: Type.Union([Type.String(), Type.Null()]),
  responded_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const security = [{ session: [] }];
const errors = { 400: StatusAnswer, 401: StatusAnswer, 403: StatusAnswer, 404: StatusAnswer };
const RESPONSE_MAX = 4000;

/** `/api/admin/tickets…`: reading and answering contact tickets. */
const tickets: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    url: '/tickets',
    query: Type.Object({
      status: Type.Optional(Status),
      page: Type.Integer({ minimum: 1, default: 1 }),
      limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
    }),
    schema: {
      summary: 'Contact tickets (of one status, or all), newest first, a page at a time',
      tags: ['admin'],
      security,
      response: {
        200: Type.Object({
          status: Type.Literal('success'),
          tickets: Type.Array(Ticket),
          page: Type.Integer(),
          hasMore: Type.Boolean(),
        }),
        ...errors,
      },
    },
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ status }, window) => listTickets(app.db, { status, ...window }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, tickets: items, page, hasMore }),
  });

  app.post(
    '/tickets/:ticket_no',
    {
      schema: {
        summary: 'Answer a ticket: set its status and, with a response, the answer and responded_at',
        tags: ['admin'],
        security,
        params: Type.Object({ ticket_no: Type.String({ minLength: 1, maxLength: 40 }) }),
        body: Type.Object({
          status: Status,
          response: Type.Optional(Type.String({ minLength: 1, maxLength: RESPONSE_MAX })),
        }),
        response: {
          200: Type.Object({ status: Type.Literal('success'), message: Type.String(), ticket: Ticket }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const ticketNo = request.params.ticket_no.trim().toUpperCase();
      const { status, response } = request.body;
      const answer = response?.trim();
      if (response !== undefined && !answer) {
        return reply.code(400).send({ status: 'error', message: 'response cannot be blank.' });
      }
      if (!(await answerTicket(app.db, ticketNo, { status, response: answer, now: app.now() }))) {
        return reply.code(404).send({ status: 'error', message: 'Ticket not found.' });
      }
      const ticket = (await findTicket(app.db, ticketNo))!;
      return { status: 'success' as const, message: 'Ticket updated.', ticket };
    },
  );
};

export default tickets;
