/**
 * Sending a multipart form with upload progress and a way to cancel (the create and sell
 * forms: songs, videos and pictures of up to 10 MB on a slow connection). fetch cannot report
 * upload progress over HTTP/1.1, so this one call uses XMLHttpRequest; it goes to the same
 * API base as the shared client, with the session cookie.
 */
import { apiBase, pathOf, type AnyAnswerOf, type Endpoint, type Loose } from 'shared-ui';

export interface SendFormOptions {
  /** Called with the percentage sent so far (0–100) as the body goes out. */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export interface SendFormAnswer<E extends Endpoint> {
  /** The HTTP status; a refusal (4xx, 5xx) is an answer, not an error. */
  status: number;
  /** The JSON body (any of the endpoint's answers), or an empty object when there is none. */
  body: Loose<AnyAnswerOf<E>>;
}

/** Thrown when the connection fails (offline, reset): the form keeps what was typed. */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload could not reach the server.');
    this.name = 'UploadNetworkError';
  }
}

const parse = <E extends Endpoint>(text: string): Loose<AnyAnswerOf<E>> => {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Loose<AnyAnswerOf<E>>) : {};
  } catch {
    return {};
  }
};

/** POSTs `form` to a multipart endpoint (its contract: shared-ui/contracts/<domain>). */
export function sendForm<E extends Endpoint & { encoding: 'multipart' }>(
  endpoint: E,
  form: FormData,
  { onProgress, signal }: SendFormOptions = {},
): Promise<SendFormAnswer<E>> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(abortError());
    const request = new XMLHttpRequest();
    request.open(endpoint.method, `${apiBase().replace(/\/$/, '')}/${pathOf(endpoint.path)}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => resolve({ status: request.status, body: parse<E>(request.responseText) });
    request.onerror = () => reject(new UploadNetworkError());
    request.ontimeout = () => reject(new UploadNetworkError());
    request.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** True for the rejection of a cancelled upload. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
