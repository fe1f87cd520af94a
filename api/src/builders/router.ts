/**
 * A domain's routes, made from its contract module in one call:
 *
 *     router(shopContracts, { fetchProducts: { handler }, addReview: { handler }, … })
 *
 * The compiler holds the two together: a contract without its route, a route without a contract,
 * or a handler whose query, body or answer does not fit its contract fails `npm run typecheck`.
 * The policy each contract declares (`POLICIES`) is enforced here, for every route alike, before
 * its handler runs; the handler gets the caller the policy guarantees, already typed (a member,
 * an administrator, or null for a guest where guests may call). No handler checks its own policy.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Endpoint, Policy } from 'shared-ui/contracts';
import type { SessionUser } from '../db/sessions.repository.ts';
import { messages, type Say } from '../messages.ts';
import {
  Refusal,
  guestOrPayloadUser,
  isAdmin,
  requirePayloadUser,
  type PayloadUserTexts,
} from '../auth/policies.ts';
import { refusalBody } from '../plugins/app/error-handler.ts';
import { endpointRoute, type EndpointHandler, type EndpointRouteOptions } from './endpoint-route.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** A signed-in administrator. */
export type Admin = SessionUser & { role: 'admin' };

/** The caller a policy lets through to the handler. */
export type CallerFor<P extends Policy> = P extends 'public' | 'guest-or-payload-user'
  ? SessionUser | null
  : P extends 'admin'
    ? Admin
    : SessionUser;

type RequestOf<E extends Endpoint> = Parameters<EndpointHandler<E>>[0];
type ReplyOf<E extends Endpoint> = Parameters<EndpointHandler<E>>[1];

/**
 * A route's handler: the request and reply typed by its contract (query, params, body, the
 * answers `reply.send` takes by status), and the caller its policy let through: for
 * 'guest-or-payload-user', the payload's author (null: a guest's).
 */
export type PolicyHandler<E extends Endpoint> = (
  request: RequestOf<E>,
  reply: ReplyOf<E>,
  caller: CallerFor<E['policy']>,
) => unknown;

/** What the server adds to a contract for its policy. */
export interface PolicyOptions {
  /** The 401 text the spec gives this route (else the common 'not logged in'). */
  signedOut?: Say;
  /**
   * 'payload-user' and 'guest-or-payload-user': the field naming the user (default `user_id`,
   * in the body unless said) and the texts of its refusals.
   */
  payloadUser?: PayloadUserTexts & { field?: string; in?: 'body' | 'query' };
  /**
   * How the route words the policy's refusals when not in its JSON refusal shape (a page of the
   * server's own answers with a page): given the status (401, 403, or the payload's 400) and text.
   */
  refused?: (request: FastifyRequest, reply: FastifyReply, status: number, message: string) => unknown;
}

/** A route written out: its handler, with what the server adds to the contract. */
export interface HandledRoute<E extends Endpoint> extends EndpointRouteOptions, PolicyOptions {
  handler: PolicyHandler<E>;
}

/** A route one of the builders makes (lists, uploads): it registers itself from the contract. */
export interface BuiltRoute<E extends Endpoint> {
  build(app: App, endpoint: E): void;
}

export type RouteOf<E extends Endpoint> = HandledRoute<E> | BuiltRoute<E>;

/** The names of a contract module's exports that are endpoints. */
export type EndpointNames<M> = { [K in keyof M]: M[K] extends Endpoint ? K : never }[keyof M];

/** One route for each endpoint of the contract module `M`, and nothing else. */
export type RoutesOf<M> = { [K in EndpointNames<M>]: M[K] extends Endpoint ? RouteOf<M[K]> : never };

type Exactly<M, R> = R & Record<Exclude<keyof R, EndpointNames<M>>, never>;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'policy' in value;

const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send(refusalBody(request, message, status));

/**
 * The policy's first check, before anything of the request is read: a guest is refused where a
 * member is needed (401), a member where an administrator is (403).
 */
function policyGate(policy: Policy, options: PolicyOptions) {
  if (policy === 'public' || policy === 'guest-or-payload-user') return undefined;
  const signedOut = options.signedOut ?? (() => messages.notLoggedIn);
  const send = options.refused ?? refuse;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.user) await send(request, reply, 401, signedOut());
    else if (policy === 'admin' && !isAdmin(request.user))
      await send(request, reply, 403, messages.forbidden);
  };
}

/**
 * The caller the policy lets through, once the body is read: for the payload policies, the
 * payload's user must be the caller (a `Refusal` otherwise, answered in the route's shape). A
 * body the schema refused is left to the handler, whose first words are its refusal of it.
 */
function callerOf(policy: Policy, options: PolicyOptions, request: FastifyRequest): SessionUser | null {
  const user = request.user;
  if (policy !== 'payload-user' && policy !== 'guest-or-payload-user') return user;
  const texts = options.payloadUser;
  if (!texts) throw new Error(`${request.routeOptions.url}: a payload policy names its texts (payloadUser)`);
  // A body the schema refused: the handler refuses it first, in its own words.
  if (request.validationError && texts.in !== 'query') return user;
  const fields = (texts.in === 'query' ? request.query : request.body) as
    Record<string, string | number | null | undefined> | undefined;
  const value = fields?.[texts.field ?? 'user_id'];
  if (policy === 'guest-or-payload-user') return guestOrPayloadUser(value, user, texts.notCaller);
  requirePayloadUser(value ?? undefined, user!, texts);
  return user;
}

function register<E extends Endpoint>(app: App, endpoint: E, route: RouteOf<E>): void {
  if ('build' in route) {
    route.build(app, endpoint);
    return;
  }
  const { handler, signedOut, payloadUser, refused, config, ...options } = route;
  const policy = { signedOut, payloadUser, refused };
  const handle: RouteHandlerMethod = function (request, reply) {
    let caller: CallerFor<E['policy']>;
    try {
      caller = callerOf(endpoint.policy, policy, request) as CallerFor<E['policy']>;
    } catch (error) {
      if (!(error instanceof Refusal) || !refused) throw error;
      return refused(request, reply, error.statusCode, error.message);
    }
    return handler(request as RequestOf<E>, reply as ReplyOf<E>, caller);
  };
  endpointRoute(
    app,
    endpoint,
    { ...options, config: { ...config, ...policy } },
    handle as EndpointHandler<E>,
  );
}

/**
 * The plugin registering one route per endpoint of `contracts` (a domain's contract module),
 * each behind its policy's gate.
 */
export function router<M extends object, R extends RoutesOf<M>>(
  contracts: M,
  routes: Exactly<M, R>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Every route of the domain, written out or built, passes its policy's gate first.
    app.addHook('onRoute', (route) => {
      const gate = policyGate(route.config?.policy ?? 'public', route.config ?? {});
      if (!gate) return;
      const own = route.onRequest ?? [];
      route.onRequest = [gate, ...(Array.isArray(own) ? own : [own])];
    });
    // In the order the routes are written (the API document lists them so); the compiler has
    // made sure there is one for each endpoint of the module and no other.
    const endpoints = contracts as Record<string, unknown>;
    for (const [name, route] of Object.entries(routes as Record<string, RouteOf<Endpoint>>)) {
      const endpoint = endpoints[name];
      if (!isEndpoint(endpoint)) throw new Error(`${name} is no endpoint of the contracts given`);
      register(app, endpoint, route);
    }
  };
}

declare module 'fastify' {
  /** The policy's texts and refusal, kept with the route for its gate. */
  interface FastifyContextConfig {
    signedOut?: PolicyOptions['signedOut'];
    payloadUser?: PolicyOptions['payloadUser'];
    refused?: PolicyOptions['refused'];
  }
}
