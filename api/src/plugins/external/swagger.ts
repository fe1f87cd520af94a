import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { PRODUCT_NAME } from 'shared-ui/texts';
import { login } from 'shared-ui/contracts/users';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The parts of a multipart upload, documented as the request body (schemas/common.ts `multipartForm`). */
    multipartForm?: TSchema;
  }
}

const TAGS = [
  { name: 'health', description: 'Liveness' },
  { name: 'news', description: 'News and announcements' },
  { name: 'users', description: 'Accounts and sessions' },
  { name: 'profiles', description: 'Member profiles and their follower figures' },
  { name: 'follows', description: 'Following authors' },
  { name: 'admin', description: 'Administrator console (role admin only)' },
  { name: 'web', description: 'Runtime configuration of the front end' },
];

const DESCRIPTION = `The API of the ${PRODUCT_NAME}.

- Sign in with \`${login.method} /api/${login.path}\`: it sets the httpOnly \`sid\` session cookie, which every
  call marked with a lock needs.
- Every write checks the cookie's user: an id in a payload that is not the caller is refused (403).
- Each call that changes something names who may make it in \`x-policy\` (docs/access-control.md).
- Errors answer \`{status: 'error', message}\` (or \`{success: false, message}\` on the calls whose
  success answer has \`success\`), with a readable message.
- A 429 (too many requests) or a 503 (busy, or storage briefly unavailable) has changed nothing;
  a 503 says in \`Retry-After\` how many seconds to wait before trying again. Sign-in and
  registration answer 503 when more passwords are being checked than the server can check in time,
  uploads with images when more images wait to be processed than it can process in time.`;

/** The tag of a route without one: the first path segment under /api (`web` outside it). */
export function domainTag(url: string): string {
  const match = /^\/api\/([^/]+)\//.exec(url) ?? /^\/api\/([^/.]+)$/.exec(url);
  return match?.[1] ?? 'web';
}

/**
 * OpenAPI 3.1 from the routes' TypeBox schemas, at `/api/docs/json`, and Swagger UI at `/api/docs`.
 * Registered before the routes, so every route added afterwards is documented; a route opts out
 * with `schema: { hide: true }` (the static front-end files do).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: DESCRIPTION },
        tags: TAGS,
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
      transform: ({ schema, url, route }) => ({
        schema: {
          ...schema,
          tags: schema?.tags ?? [domainTag(url)],
          ...(route.config?.multipartForm && { body: route.config.multipartForm }),
          ...(route.config?.policy && { 'x-policy': route.config.policy }),
        },
        url,
      }),
    });

    // Swagger UI's page loads only same-origin scripts and styles (inline styles come from the
    // script), which the site-wide CSP of helmet.ts already allows: no per-route exception.
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true },
      theme: { title: `${PRODUCT_NAME} API` },
    });
  },
  { name: 'swagger' },
);
