import type { FastifyInstance } from 'fastify';
import type * as contact from 'shared-ui/contracts/contact';
import { validateContact } from 'shared-ui/validation';
import type { RoutesOf } from '../../builders/router.ts';
import { createTicket } from '../../db/tickets.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { formRateLimit } from './rate-limits.ts';

/** Sending a message to the team: it opens a ticket. */
export const submit = (app: FastifyInstance): Pick<RoutesOf<typeof contact>, 'contactSubmit'> => ({
  contactSubmit: {
    attachValidation: true,
    config: { rateLimit: formRateLimit },
    handler: async (request, reply, caller) => {
      if (request.validationError) {
        const error = describeValidation(request.validationError.validation ?? []);
        return reply.code(400).send({ success: false, error });
      }
      const submission = {
        name: request.body.name.trim(),
        phone: request.body.phone.trim(),
        email: request.body.email.trim(),
        message: request.body.message.trim(),
      };
      const errors = validateContact(submission);
      const refusal = errors.name ?? errors.message ?? errors.email;
      if (refusal) return reply.code(400).send({ success: false, error: refusal });

      // A member sending it signed in is told when the team replies.
      const ticketNo = await createTicket(app.db, { ...submission, user_id: caller?.id ?? null }, app.now());
      return reply.code(201).send({ success: true, ticket_no: ticketNo, status: 'open' });
    },
  },
});
