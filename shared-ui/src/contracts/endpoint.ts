/**
 * What an endpoint of the API is, written once: its method, its path, who may call it, and the
 * schemas (TypeBox) of its parameters, query, body and answers. The server registers its route
 * from this (api/src/builders/endpoint-route.ts), the apps' client functions are derived from it
 * (shared-ui/api/endpoints.ts) and the tests' fake API checks its answers against it
 * (jest/fake-api.ts). The endpoints themselves are in `./endpoints/`, one module per domain.
 */
import type { Static, TSchema } from 'typebox';

/** Who may call an endpoint: the server applies it, the API document shows it (`x-policy`). */
export const POLICIES = {
  public: 'anyone (rate limits apply where the route names one)',
  'signed-in': 'any signed-in member',
  'payload-user': "signed in, and the payload's user id is the caller's own",
  'guest-or-payload-user': 'a guest naming no user, or the signed-in member the payload names',
  'owner-or-admin': "signed in, and the item's owner or an administrator",
  admin: 'administrators only',
} as const;

export type Policy = keyof typeof POLICIES;

/** Whether a policy lets only a signed-in caller through (the API document asks for the session). */
export const needsSession = (policy: Policy): boolean =>
  policy !== 'public' && policy !== 'guest-or-payload-user';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a body travels: JSON (the default), form-encoded (every field is text), or a multipart
 * form with files (its `body` schema documents the parts; the server reads them as a stream).
 */
export type Encoding = 'json' | 'form' | 'multipart';

export interface Endpoint {
  readonly method: Method;
  /** The path under the API base (`/api`), as the client asks for it; `:name` is a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly policy: Policy;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  readonly encoding?: Encoding;
  /** What the answers are when not JSON: `text/html` for a page the server renders. */
  readonly produces?: 'text/html';
  /** The answers by HTTP status; the 2xx one is the success answer. */
  readonly answers: { readonly [status: number]: TSchema };
}

/** Declares an endpoint (the identity: it keeps the literal types the derived functions read). */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type SuccessStatus = 200 | 201 | 202;

/** The success answer of an endpoint. */
export type AnswerOf<E extends Endpoint> = StaticOr<
  E['answers'][Extract<keyof E['answers'], SuccessStatus>],
  never
>;

/** Any answer of an endpoint, success or refusal. */
export type AnyAnswerOf<E extends Endpoint> = {
  [S in keyof E['answers']]: StaticOr<E['answers'][S], never>;
}[keyof E['answers']];

/** The refusals of an endpoint (every answer but the success one). */
export type RefusalOf<E extends Endpoint> = {
  [S in Exclude<keyof E['answers'], SuccessStatus>]: StaticOr<E['answers'][S], never>;
}[Exclude<keyof E['answers'], SuccessStatus>];

type StaticOr<S, Otherwise> = S extends TSchema ? Static<S> : Otherwise;

export type QueryOf<E extends Endpoint> = StaticOr<E['query'], never>;
export type ParamsOf<E extends Endpoint> = StaticOr<E['params'], never>;
export type BodyOf<E extends Endpoint> = StaticOr<E['body'], never>;

/** The endpoints a page may read before anything else (GET, so the server can preload them). */
export type ReadEndpoint = Endpoint & { readonly method: 'GET' };

/** The path of an endpoint with its `:name` parameters filled (each URL-encoded as a segment). */
export function pathOf(path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
