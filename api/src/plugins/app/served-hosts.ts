import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { messages } from '../../messages.ts';

/** The names of this machine: served too when the site's own address is one of them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The path a load balancer checks, often by the server's bare address: answered whatever the host. */
const HEALTH_PATH = '/api/health';

/**
 * The host names the site answers for: its own address's (PUBLIC_URL), each of API_HOSTS, and,
 * when its own address is a loopback one, every loopback name (local use by 127.0.0.1 or localhost).
 */
function servedHosts({ publicUrl, apiHosts }: Pick<Config, 'publicUrl' | 'apiHosts'>): Set<string> {
  const own = new URL(publicUrl).hostname;
  return new Set(
    [own, ...Object.keys(apiHosts), ...(LOOPBACK_NAMES.includes(own) ? LOOPBACK_NAMES : [])].map((host) =>
      host.toLowerCase(),
    ),
  );
}

/**
 * A request for a host the site does not serve is refused with 421 Misdirected Request, before
 * anything else runs (the answer cache included): no answer is made for a forged Host, so none
 * can be kept and handed to the next visitor, and nothing the site sends is addressed to a host
 * it was not configured with. The host is the request's own, or the `X-Forwarded-Host` of a
 * trusted proxy (TRUST_PROXY). The health check is answered whatever the host.
 */
/** A `Host` header's name, without its port (`[::1]:8080` → `[::1]`). */
const hostnameIn = (host: string) =>
  host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether Node's `request` is for a host the site serves, told from its own `Host` alone;
     * false when a trusted proxy names the host instead (the hook below then decides).
     */
    servesHostOf: (request: IncomingMessage) => boolean;
  }
}

export default fp(
  async (app) => {
    const served = servedHosts(app.config);
    const proxied = app.config.trustProxy !== false;
    app.decorate('servesHostOf', (request: IncomingMessage) => {
      const { host } = request.headers;
      if (host === undefined || (proxied && request.headers['x-forwarded-host'] !== undefined)) return false;
      return served.has(hostnameIn(host).toLowerCase());
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (served.has(request.hostname.toLowerCase()) || request.routeOptions.url === HEALTH_PATH)
        return done();
      reply
        .code(421)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(messages.misdirected);
    });
  },
  { name: 'served-hosts' },
);
