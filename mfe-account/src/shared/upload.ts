/**
 * Multipart uploads with progress and a way to cancel. The shared ky client reports upload
 * progress only through request streams, which Chromium sends over HTTP/2 alone (over HTTP/1.1
 * the request fails); XMLHttpRequest reports progress on every connection, so the create and
 * profile-image forms send their files through this one helper, to the same API base, with the
 * session cookie. Like the ky client, an HTTP refusal is an answer (its body read), and only a
 * network failure throws.
 */
import { apiBase } from 'shared-ui';

export interface Uploaded<T extends object> {
  ok: boolean;
  status: number;
  body: Partial<T>;
}

export interface UploadOptions {
  /** Called with 0–100 as the bytes leave. */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload (the promise rejects with an `UploadCancelled`). */
  signal?: AbortSignal;
}

/** The member cancelled the upload. */
export class UploadCancelled extends Error {}

/** A network failure: nothing reached the server or no answer came back. */
export class UploadFailed extends Error {}

function parse<T extends object>(text: string): Partial<T> {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** POSTs `form` to `path` under the API base. */
export function upload<T extends object>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<Uploaded<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase()}/${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.onload = () => {
      settle();
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        body: parse<T>(request.responseText),
      });
    };
    request.onerror = () => {
      settle();
      reject(new UploadFailed('The upload did not reach the server.'));
    };
    request.ontimeout = request.onerror;
    request.onabort = () => {
      settle();
      reject(new UploadCancelled());
    };
    request.send(form);
  });
}
