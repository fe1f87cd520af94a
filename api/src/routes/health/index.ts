import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '../../schemas/common.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: Health } } }, async () => ({ status: 'ok' as const }));
};

export default health;
