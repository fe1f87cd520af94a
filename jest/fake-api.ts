/**
 * The API as every component test answers it, speaking the contracts (shared-ui/contracts):
 * `fetch` (and the uploads' XMLHttpRequest) is replaced, each request goes to the handler of the
 * endpoint it calls, and every answer a handler gives is checked against that endpoint's answer
 * schema. A fixture that no longer matches what the server sends, or a call to a path no
 * contract declares, fails the test (jest/setup.ts reports it after the test).
 *
 *   const sent = fakeApi(
 *     on(getFilters, () => ({ categories: ['Crafts'] })),
 *     on(fetchProducts, ({ query }) => ({ products: [], page: Number(query.get('page')), hasMore: false })),
 *   );
 *
 * Restore with `resetFakeApi()` (jest/setup.ts does it after every test).
 */
import { configureApi, matchRoute, type AnswerOf, type BodyOf, type Endpoint } from 'shared-ui';
import { ENDPOINTS } from 'shared-ui/contracts/all';
import type { Static, TSchema } from 'typebox';
import { Check, Errors } from 'typebox/value';

/** A request as it was sent. */
export interface Sent {
  method: string;
  /** The path under the API base, e.g. 'shop/fetch_products.php'. */
  path: string;
  query: URLSearchParams;
  /** The body: JSON parsed, a form's fields, or a multipart form's text fields and file names. */
  body: unknown;
  /** The endpoint the request called (undefined for a path no contract declares). */
  endpoint?: Endpoint;
  /** Whether the session cookie went with it ('include'), as the request asked. */
  credentials: RequestCredentials;
}

/** What a handler answers: a status and a body, checked against the contract unless it is a failure. */
export class FakeAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly checked: boolean;
  constructor(status: number, body: unknown, checked = true) {
    this.status = status;
    this.body = body;
    this.checked = checked;
  }
}

type AnswerSchemas<E extends Endpoint> = E['answers'];

/**
 * An answer's type with its literals widened (`true` → boolean, 'success' → string): TypeScript
 * cannot keep a handler's literals while it infers the endpoint, so the literals are checked when
 * the answer is sent, against the schema, and the fields and their kinds when it is compiled.
 */
type Widen<T> = T extends boolean
  ? boolean
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends readonly (infer Item)[]
        ? Widen<Item>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

/** One call as the handler sees it. */
export interface FakeCall<E extends Endpoint> {
  request: Request;
  url: URL;
  query: URLSearchParams;
  /** The path's parameters (`:id` …), as sent. */
  params: Readonly<Record<string, string>>;
  /** The body as the contract types it (a multipart form's files by their names), null without one. */
  body: [BodyOf<E>] extends [never] ? null : BodyOf<E>;
  /** An answer with another status than the success one, in the shape the contract gives it. */
  answer<S extends keyof AnswerSchemas<E> & number>(
    status: S,
    body: AnswerSchemas<E>[S] extends TSchema ? Widen<Static<AnswerSchemas<E>[S]>> : never,
  ): FakeAnswer;
}

type Handler<E extends Endpoint> = (
  call: FakeCall<E>,
) => Widen<AnswerOf<E>> | FakeAnswer | Promise<Widen<AnswerOf<E>> | FakeAnswer>;

export interface FakeRoute {
  endpoint: Endpoint;
  handle: Handler<Endpoint>;
}

/** Answers the calls of `endpoint` with `handle`. */
export const on = <E extends Endpoint>(endpoint: E, handle: Handler<NoInfer<E>>): FakeRoute => ({
  endpoint,
  handle: handle as unknown as Handler<Endpoint>,
});

/** The server failing (a 5xx: outside every contract), with an optional body. */
export const serverFailure = (status = 500, body: unknown = {}) => new FakeAnswer(status, body, false);

/**
 * An answer that breaks the contract on purpose (a test of what the app does with a malformed
 * answer): the only way past the check.
 */
export const offContract = (status: number, body: unknown) => new FakeAnswer(status, body, false);

/** Thrown by a handler: the request fails as a lost connection does. */
export const networkFailure = () => {
  throw new TypeError('Failed to fetch');
};

const problems: string[] = [];
let restorers: (() => void)[] = [];

/** The contract problems met since the last call (jest/setup.ts fails the test with them). */
export function takeContractProblems(): string[] {
  return problems.splice(0);
}

const successStatus = (endpoint: Endpoint) =>
  Number(Object.keys(endpoint.answers).find((code) => Number(code) >= 200 && Number(code) < 300) ?? 200);

function check(endpoint: Endpoint, answer: FakeAnswer): void {
  if (!answer.checked) return;
  const schema = endpoint.answers[answer.status];
  const name = `${endpoint.method} ${endpoint.path} ${answer.status}`;
  if (!schema) {
    problems.push(`${name}: the contract declares no such answer`);
    return;
  }
  if (Check(schema, answer.body)) return;
  const first = Errors(schema, answer.body)
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message}`);
  problems.push(`${name}: the fake answer breaks the contract (${first.join('; ')})`);
}

/** The endpoint `method path` calls, with the path's parameters. */
function endpointOf(method: string, path: string) {
  for (const endpoint of ENDPOINTS) {
    if (endpoint.method !== method) continue;
    const params = matchRoute(`/${endpoint.path}`, `/${path}`);
    if (params) return { endpoint, params };
  }
  return undefined;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    );
  }
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A form-encoded body (its content type is not always kept on the way here).
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Answers `request` by the routes; records what was sent. */
async function answerRequest(routes: FakeRoute[], sent: Sent[], request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\//, '');
  const found = endpointOf(request.method, path);
  const body = await bodyOf(request.clone());
  sent.push({
    method: request.method,
    path,
    query: url.searchParams,
    body,
    endpoint: found?.endpoint,
    credentials: request.credentials,
  });
  if (!found) {
    problems.push(`${request.method} ${path}: no contract declares this call`);
    return Response.json({}, { status: 404 });
  }
  const route = routes.find((candidate) => candidate.endpoint === found.endpoint);
  if (!route) return Response.json({}, { status: 500 });
  const call: FakeCall<Endpoint> = {
    request,
    url,
    query: url.searchParams,
    params: found.params,
    body: body as FakeCall<Endpoint>['body'],
    answer: (status, answerBody) => new FakeAnswer(status, answerBody),
  };
  const result = await route.handle(call);
  const answer =
    result instanceof FakeAnswer ? result : new FakeAnswer(successStatus(found.endpoint), result);
  check(found.endpoint, answer);
  return answer.body === undefined
    ? new Response(null, { status: answer.status })
    : typeof answer.body === 'string'
      ? new Response(answer.body, { status: answer.status, headers: { 'content-type': 'text/html' } })
      : Response.json(answer.body, { status: answer.status });
}

/**
 * An XMLHttpRequest that sends through the fake API (the uploads' progress bar uses one): its
 * upload reports the whole body sent, then the answer arrives.
 */
function fakeXhr(routes: FakeRoute[], sent: Sent[]) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private aborted = false;
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, location.href).href;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData | null) {
      const request = new Request(this.url, {
        method: this.method,
        body,
        headers: this.headers,
        credentials: this.withCredentials ? 'include' : 'same-origin',
      });
      void (async () => {
        await Promise.resolve();
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        try {
          const response = await answerRequest(routes, sent, request);
          if (this.aborted) return;
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  };
}

/**
 * Answers every API request with `routes` (a 500 for a declared endpoint without a route) and
 * points the shared client at this page's `/api`. Returns the requests sent, in order.
 */
export function fakeApi(...routes: FakeRoute[]): Sent[] {
  resetFakeApi();
  const sent: Sent[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    return answerRequest(routes, sent, request);
  });
  const realXhr = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = fakeXhr(routes, sent) as unknown as typeof XMLHttpRequest;
  restorers = [() => fetchSpy.mockRestore(), () => (globalThis.XMLHttpRequest = realXhr)];
  configureApi({ default: `${location.origin}/api` });
  return sent;
}

/** Puts `fetch`, XMLHttpRequest and the client back as they were. */
export function resetFakeApi(): void {
  for (const restore of restorers.splice(0)) restore();
  configureApi(undefined);
}
