import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkTicketStatus } from 'shared-ui/contracts/contact';
import { contactForms } from 'shared-ui/texts/contact';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { findTicket } from '../../db/tickets.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { lookupRateLimit } from './rate-limits.ts';

const ticketStatus: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(
    app,
    checkTicketStatus,
    { attachValidation: true, config: { rateLimit: lookupRateLimit } },
    async (request, reply) => {
      if (request.validationError) {
        const error = describeValidation(request.validationError.validation ?? []);
        return reply.code(400).send({ success: false, error });
      }
      // Ticket numbers are shown in capitals; people may type them in any case.
      const ticketNo = request.body.ticket_no.trim().toUpperCase();
      const ticket = ticketNo ? await findTicket(app.db, ticketNo) : undefined;
      if (!ticket) return reply.code(404).send({ success: false, error: contactForms.ticket.notFound });
      return {
        success: true as const,
        status: ticket.status,
        response: ticket.response,
        responded_at: ticket.responded_at,
      };
    },
  );
};

export default ticketStatus;
