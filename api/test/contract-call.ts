/**
 * The tests call the API through its contracts (shared-ui/contracts/<domain>), never by spelling an
 * address: `callEndpoint(app, login, { body: { email, password } })` builds the URL from the
 * contract's path (`/api/` + the path with its `:name` parameters filled, plus the query), uses its
 * method, and injects the request. The parameters, query and body are typed by the contract, so a
 * test that sends what the client would send is checked by the compiler.
 *
 * A test that sends a wrong shape on purpose (a missing field, a text where a number goes, a body
 * that is no JSON) says so with `callUnchecked`, which takes anything. The one place the addresses
 * stay literal is api/test/spec-addresses.test.ts, which holds every contract to its address.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pathOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from 'shared-ui/contracts';
import type { App } from '../src/app.ts';
import { multipart, type FilePart } from './multipart.ts';

/** A multipart form: its text parts and its files (see multipart.ts). */
export interface MultipartForm {
  fields: Readonly<Record<string, string>>;
  files?: Readonly<Record<string, FilePart>>;
}

/** Who calls, and what else the request carries, whatever the endpoint. */
export interface Sending {
  /** The member calling (their `sid` cookie, as `registerAndLogin` gives it); a guest without. */
  session?: { readonly cookie: string } | undefined;
  /** Cookies of the test's own (a forged `sid`…), on top of the session's. */
  cookies?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  /** The address the request comes from (the rate limits and trusted proxies read it). */
  remoteAddress?: string;
}

type Part<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };

/**
 * The body of a call of `E`: a multipart `form` for an upload, else its JSON `body` (sent
 * form-encoded instead with `urlencoded: true`, as a browser's form would).
 */
type BodyPart<E extends Endpoint> = E['encoding'] extends 'multipart'
  ? { form: MultipartForm; body?: never; urlencoded?: never }
  : [BodyOf<E>] extends [never]
    ? { body?: never; form?: never; urlencoded?: never }
    : { body: BodyOf<E>; form?: never; urlencoded?: boolean };

/**
 * What a call of `E` takes: the parameters and body its contract declares, and its query. Every
 * query field is optional: the server fills those with a default, and the tests leave fields out
 * to see it do so (or refuse a missing one).
 */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Partial<Part<'query', Partial<QueryOf<E>>>> &
  BodyPart<E> &
  Sending;

/** Anything, for a test that sends what the contract refuses. */
export interface UncheckedInput extends Sending {
  params?: Readonly<Record<string, string | number>>;
  /** The query as fields (null and undefined ones left out), or as the raw text after `?`. */
  query?: Readonly<Record<string, unknown>> | string;
  /** Handed to `inject` as it is: an object is sent as JSON, a string or a Buffer as they are. */
  body?: unknown;
  urlencoded?: boolean;
  form?: MultipartForm;
}

/** The query's text: each field in order, absent and null ones left out, empty ones kept. */
function searchOf(query: UncheckedInput['query']): string {
  if (query === undefined || typeof query === 'string') return query ?? '';
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)]);
  return new URLSearchParams(fields).toString();
}

/** The URL of a call of `endpoint` (`/api/…?query`), for `inject` or, after the origin, `fetch`. */
export function urlOf(endpoint: Endpoint, input: Pick<UncheckedInput, 'params' | 'query'> = {}): string {
  const search = searchOf(input.query);
  return `/api/${pathOf(endpoint.path, input.params)}${search ? `?${search}` : ''}`;
}

async function send(app: App, endpoint: Endpoint, input: UncheckedInput): Promise<LightMyRequestResponse> {
  const cookies = { ...(input.session && { sid: input.session.cookie }), ...input.cookies };
  const request: InjectOptions = { method: endpoint.method, url: urlOf(endpoint, input) };
  if (input.remoteAddress) request.remoteAddress = input.remoteAddress;
  if (Object.keys(cookies).length > 0) request.cookies = cookies;
  let headers: Record<string, string> = {};
  if (input.form) {
    const form = await multipart(input.form.fields, input.form.files);
    request.payload = form.payload;
    headers = form.headers;
  } else if (input.urlencoded) {
    request.payload = searchOf(input.body as Record<string, unknown>);
    headers = { 'content-type': 'application/x-www-form-urlencoded' };
  } else if (input.body !== undefined) {
    request.payload = input.body as InjectOptions['payload'];
  }
  if (input.headers) headers = { ...headers, ...input.headers };
  if (Object.keys(headers).length > 0) request.headers = headers;
  return app.inject(request);
}

/**
 * Calls `endpoint` on `app` with its typed parameters, query and body (an input is needed only
 * when the contract asks for one).
 */
export function callEndpoint<E extends Endpoint>(
  app: App,
  endpoint: E,
  ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<LightMyRequestResponse> {
  return send(app, endpoint, (input ?? {}) as UncheckedInput);
}

/** Calls `endpoint` with whatever the test gives: for the wrong shapes a test sends on purpose. */
export function callUnchecked(
  app: App,
  endpoint: Endpoint,
  input: UncheckedInput = {},
): Promise<LightMyRequestResponse> {
  return send(app, endpoint, input);
}
