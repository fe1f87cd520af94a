/**
 * The client's side of the contracts (contracts/endpoint.ts): an endpoint is called with its
 * typed query, parameters and body, and its answer is read as the contract's type. No app spells
 * an endpoint's path or casts its answer: both come from the endpoint's definition.
 */
import {
  pathOf,
  type AnswerOf,
  type AnyAnswerOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ReadEndpoint,
} from '../contracts/endpoint.ts';
import { apiRead, queryValues } from '../contracts/routes.ts';
import { apiBase, http, pageOf as listIn, readJson, readOk, ReadFailed, type ListPage } from './client.ts';

type Part<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };

/** What a call of `E` takes: the parameters, query and body its contract declares. */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Partial<Part<'query', QueryOf<E>>> &
  Part<'body', E['encoding'] extends 'multipart' ? FormData : BodyOf<E>>;

const paramsOf = (input: { params?: unknown }) =>
  input.params as Readonly<Record<string, string | number>> | undefined;

/**
 * The read a GET endpoint's call fetches: its path under the API base with its query, built as
 * the URL is. It names the read for the server's preload and the document's answers too.
 */
export function readOf<E extends ReadEndpoint>(endpoint: E, ...[input]: ReadInput<E>): string {
  return apiRead(
    pathOf(endpoint.path, paramsOf((input ?? {}) as { params?: unknown })),
    queryValues(input?.query),
  );
}

/** What a read of `E` takes: its parameters when its path has some, and its query. */
export type ReadInput<E extends ReadEndpoint> = [ParamsOf<E>] extends [never]
  ? [input?: { query?: QueryOf<E> }]
  : [input: { params: ParamsOf<E>; query?: QueryOf<E> }];

/** The address of a GET endpoint's read, for a link (a page the server renders). */
export const addressOf = <E extends ReadEndpoint>(endpoint: E, ...input: ReadInput<E>): string =>
  `${apiBase().replace(/\/$/, '')}/${readOf(endpoint, ...input)}`;

/**
 * An id as a page's address holds it, for a query field its contract types as a number. It is
 * sent as it is: the server refuses one that is not a number, and a route table's read template
 * keeps its `:name` in the same place.
 */
export const idFromAddress = (id: string | number): number => id as unknown as number;

/** Sends a call of `endpoint`. Refusals are answers, not errors; only a network failure throws. */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Response> {
  const loose = input as { params?: unknown; query?: object; body?: unknown };
  const url = apiRead(pathOf(endpoint.path, paramsOf(loose)), queryValues(loose.query));
  const { body } = loose;
  const options =
    body === undefined
      ? {}
      : endpoint.encoding === 'multipart'
        ? { body: body as FormData }
        : endpoint.encoding === 'form'
          ? { body: new URLSearchParams(queryValues(body as object) as Record<string, string>) }
          : { json: body };
  return http()(url, { method: endpoint.method, ...options });
}

/** A GET endpoint's read (`readOf`), sent. */
export const read = <E extends ReadEndpoint>(endpoint: E, ...input: ReadInput<E>): Promise<Response> =>
  http().get(readOf(endpoint, ...input));

/** The success answer of a call of `endpoint`; an error status or a body that is no object throws ReadFailed. */
export async function answerOf<E extends Endpoint>(_endpoint: E, response: Response): Promise<AnswerOf<E>> {
  return (await readOk<object>(response)) as AnswerOf<E>;
}

/** Every field any answer of `E` may hold, each optional: what a form reads from a refusal or a success. */
export type Loose<U> = {
  [K in U extends unknown ? keyof U : never]?: U extends { [P in K]?: infer V } ? V : never;
};

/**
 * Whatever `endpoint` answered (success or refusal), each field optional; an empty or non-JSON
 * body is an empty object. For the calls whose refusals carry the text a form shows.
 */
export async function replyOf<E extends Endpoint>(
  _endpoint: E,
  response: Response,
): Promise<Loose<AnyAnswerOf<E>>> {
  return (await readJson<object>(response)) as Loose<AnyAnswerOf<E>>;
}

/** The keys of `T` (of any member, when it is a union) that hold a list. */
type ListKey<T> = T extends unknown
  ? { [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never }[keyof T] & string
  : never;
/** The items of the list `T` holds in `K` (the member that has it, when `T` is a union). */
type ItemOf<T, K extends string> = T extends unknown
  ? K extends keyof T
    ? NonNullable<T[K]> extends readonly (infer Item)[]
      ? Item
      : never
    : never
  : never;

/**
 * The page a list answer of `endpoint` holds in `key`, with the server's `hasMore`. An error
 * status or an answer without the list throws ReadFailed: a failed read is never an empty list.
 */
export async function pageFrom<E extends Endpoint, K extends ListKey<AnswerOf<E>>>(
  _endpoint: E,
  response: Response,
  key: K,
): Promise<ListPage<ItemOf<AnswerOf<E>, K>>> {
  const page = listIn<ItemOf<AnswerOf<E>, K>>(await readOk(response), key);
  if (!page) throw new ReadFailed(response.status, response.url);
  return page;
}

/** The page an answer of `endpoint` (a document's answer, already parsed) holds in `key`, or undefined. */
export function pageInAnswer<E extends Endpoint, K extends ListKey<AnswerOf<E>>>(
  _endpoint: E,
  body: unknown,
  key: K,
): ListPage<ItemOf<AnswerOf<E>, K>> | undefined {
  return listIn<ItemOf<AnswerOf<E>, K>>(body, key);
}
