/**
 * For component tests: the API answered by `answer` (fetch is the one part jsdom cannot reach
 * the real server with; the end-to-end suite runs the pages against it). Returns the requests made.
 */
import { configureApi } from 'shared-ui';

export interface AskedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export function answerApi(answer: (request: AskedRequest) => Response | Promise<Response>): AskedRequest[] {
  const asked: AskedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href));
    const text = request.method === 'GET' ? '' : await request.text();
    const entry = { method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : null };
    asked.push(entry);
    return answer(entry);
  });
  configureApi({ default: `${location.origin}/api` });
  return asked;
}

export function resetApi(): void {
  jest.restoreAllMocks();
  configureApi(undefined);
}

/** jsdom has no media playback: play() resolves (or fails, with `fails`) and fires `play`, pause() fires `pause`. */
export function stubMediaPlayback({ fails = false } = {}) {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (fails) return Promise.reject(new DOMException('No source', 'NotSupportedError'));
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}
