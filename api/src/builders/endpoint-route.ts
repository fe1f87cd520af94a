/**
 * A route registered from its endpoint's contract (shared-ui/contracts/endpoint.ts): method,
 * path, access policy, summary and every schema come from there, so the route, the apps' client
 * and the tests' fake API cannot disagree. The route adds only what the server alone knows: its
 * hooks, its rate limit, how it words a refusal, and its handler.
 */
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { needsSession, type Endpoint } from 'shared-ui/contracts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The Fastify schema of an endpoint: its contract's schemas under Fastify's names. */
export interface SchemaOf<E extends Endpoint> extends FastifySchema {
  params: E['params'];
  querystring: E['query'];
  body: E['encoding'] extends 'multipart' ? undefined : E['body'];
  response: E['answers'];
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  TypeBoxTypeProvider
>;

/** What the server adds to the contract. */
export interface EndpointRouteOptions extends Pick<
  RouteShorthandOptions,
  'attachValidation' | 'onRequest' | 'preHandler' | 'bodyLimit'
> {
  /** The route's config beside its policy (rate limit, refusal shape, …). */
  config?: Omit<FastifyContextConfig, 'policy'>;
  /** Answers the contract does not list (a 503 whose Retry-After only the server documents). */
  moreAnswers?: FastifySchema['response'];
  /** Documentation only the API document needs (tags). */
  tags?: string[];
}

const CONSUMES = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'application/json'],
  multipart: ['multipart/form-data'],
} as const;

/**
 * The route's URL inside the plugin registering it: the contract's path (under `/api`) without
 * the plugin's prefix. A contract registered in another domain's plugin is a mistake, caught here.
 */
export function urlIn(app: App, endpoint: Endpoint): string {
  const full = `/api/${endpoint.path}`;
  if (!full.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.method} ${full} is registered under ${app.prefix || '/'}`);
  }
  return full.slice(app.prefix.length);
}

/** Registers `endpoint`'s route with `handler`. */
export function endpointRoute<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const { config, moreAnswers, tags, ...hooks } = options;
  const encoding = endpoint.encoding ?? 'json';
  const schema: FastifySchema = {
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    ...(tags && { tags }),
    ...(needsSession(endpoint.policy) && { security: [{ session: [] }] }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && encoding !== 'multipart' && { body: endpoint.body }),
    ...(endpoint.body && { consumes: [...CONSUMES[encoding]] }),
    ...(endpoint.produces && { produces: [endpoint.produces] }),
    response: { ...endpoint.answers, ...(moreAnswers as object | undefined) },
  };
  app.route({
    method: endpoint.method,
    url: urlIn(app, endpoint),
    schema,
    config: {
      ...(config ?? {}),
      policy: endpoint.policy,
      ...(encoding === 'multipart' && endpoint.body && { multipartForm: endpoint.body }),
    },
    ...hooks,
    handler: handler as RouteHandlerMethod,
  });
}
