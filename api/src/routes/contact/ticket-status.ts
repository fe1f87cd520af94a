import type { FastifyInstance } from 'fastify';
import type * as contact from 'shared-ui/contracts/contact';
import { contactForms } from 'shared-ui/texts/contact';
import type { RoutesOf } from '../../builders/router.ts';
import { findTicket } from '../../db/tickets.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { lookupRateLimit } from './rate-limits.ts';

/** Checking a ticket's status, and the team's answer once there is one. */
export const ticketStatus = (app: FastifyInstance): Pick<RoutesOf<typeof contact>, 'checkTicketStatus'> => ({
  checkTicketStatus: {
    attachValidation: true,
    config: { rateLimit: lookupRateLimit },
    handler: async (request, reply) => {
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
  },
});
