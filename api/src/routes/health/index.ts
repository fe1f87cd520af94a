import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { health as healthEndpoint } from 'shared-ui/contracts/health';
import { endpointRoute } from '../../builders/endpoint-route.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, healthEndpoint, {}, async () => ({ status: 'ok' as const }));
};

export default health;
