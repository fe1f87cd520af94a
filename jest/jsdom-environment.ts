/**
 * jsdom lacks fetch, Request, Response, Headers, streams and TextEncoder,
 * which ky needs at import time: lend them Node's own.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
] as const;

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    for (const name of FROM_NODE) {
      if (name in globalThis) (this.global as unknown as Record<string, unknown>)[name] = globalThis[name];
    }
    // jsdom has no layout, so nothing to scroll: the layout's scroll memory scrolls nowhere.
    this.global.scrollTo = () => undefined;
  }
}
