import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import newsletter from './newsletter.ts';
import submit from './submit.ts';
import ticketStatus from './ticket-status.ts';

/** `/api/contact/*`: contact tickets and the newsletter. */
const contact: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(submit);
  await app.register(ticketStatus);
  await app.register(newsletter);
};

export default contact;
