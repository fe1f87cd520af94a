import type { FastifyInstance } from 'fastify';
import type * as contact from 'shared-ui/contracts/contact';
import { contactForms } from 'shared-ui/texts/contact';
import { validateNewsletter } from 'shared-ui/validation';
import type { RoutesOf } from '../../builders/router.ts';
import { subscribe } from '../../db/newsletter.repository.ts';
import { formRateLimit } from './rate-limits.ts';

/** Subscribing an email address to the newsletter. */
export const newsletter = (app: FastifyInstance): Pick<RoutesOf<typeof contact>, 'newsletterSubscribe'> => ({
  newsletterSubscribe: {
    attachValidation: true,
    config: { rateLimit: formRateLimit },
    handler: async (request, reply) => {
      const email = request.validationError ? '' : request.body.email.trim();
      const refusal = validateNewsletter(email);
      if (refusal) return reply.code(400).send({ error: refusal });
      // Subscribing twice answers the same: the address is on the list either way.
      await subscribe(app.db, email, app.now());
      return { message: contactForms.newsletter.thanks };
    },
  },
});
