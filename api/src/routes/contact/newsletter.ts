import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletterSubscribe } from 'shared-ui/contracts/contact';
import { contactForms } from 'shared-ui/texts/contact';
import { validateNewsletter } from 'shared-ui/validation';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { subscribe } from '../../db/newsletter.repository.ts';
import { formRateLimit } from './rate-limits.ts';

const newsletter: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(
    app,
    newsletterSubscribe,
    { attachValidation: true, config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const email = request.validationError ? '' : request.body.email.trim();
      const refusal = validateNewsletter(email);
      if (refusal) return reply.code(400).send({ error: refusal });
      // Subscribing twice answers the same: the address is on the list either way.
      await subscribe(app.db, email, app.now());
      return { message: contactForms.newsletter.thanks };
    },
  );
};

export default newsletter;
