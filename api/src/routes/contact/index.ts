import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contactContracts from 'shared-ui/contracts/contact';
import { router } from '../../builders/router.ts';
import { newsletter } from './newsletter.ts';
import { submit } from './submit.ts';
import { ticketStatus } from './ticket-status.ts';

/** `/api/contact/*`: contact tickets and the newsletter. */
const contact: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(router(contactContracts, { ...submit(app), ...ticketStatus(app), ...newsletter(app) }));
};

export default contact;
