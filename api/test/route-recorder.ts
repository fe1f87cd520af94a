import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Every route the next app registers, seen from the moment Fastify creates it. */
export function recordRoutes(): { routes: RouteOptions[]; stop: () => void } {
  const routes: RouteOptions[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return { routes, stop: () => diagnostics.unsubscribe('fastify.initialization', onInit) };
}
