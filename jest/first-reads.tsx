/**
 * What a remote's page asks the API for as it opens, so a test can hold it to the
 * `firstReads` of its route table, which the build publishes in remote.json (the server
 * preloads those with the page; a declared read the page never makes would be downloaded
 * for nothing).
 */
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ownerOf, type PageRoute } from 'shared-ui';
import { fakeApi, resetFakeApi } from './fake-api.ts';

/**
 * Renders `ui` with the fake API answering nothing (each read fails as a server error would) and
 * returns the API reads made (paths under `/api/`, with their query). A read no contract declares
 * fails the test, as every call the fake API meets does.
 */
export async function apiReadsOnOpening(ui: ReactElement): Promise<string[]> {
  const sent = fakeApi();
  jest.useFakeTimers();
  try {
    render(ui);
    // Effects have run; now any zero-delay timer that starts a first load, and its request.
    await act(() => jest.advanceTimersByTimeAsync(0));
    return sent
      .filter((request) => request.method === 'GET')
      .map((request) => request.path + (request.query.size > 0 ? `?${request.query.toString()}` : ''));
  } finally {
    jest.useRealTimers();
    resetFakeApi();
  }
}

/** A path of `pattern` with an example value for each parameter (`/article/:id` is `/article/7`). */
function examplePath(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)/g, (_whole, name: string) => (params[name] = '7'));
  return { path, params };
}

/**
 * One test per route of a remote's route table with first reads: opening it (its page's code
 * loaded, as the shell loads it before the first render) makes each of those reads.
 */
export function itMakesItsFirstReads(App: ComponentType, table: readonly PageRoute[]) {
  const withReads = table.filter((route) => route.firstReads);
  it.each(withReads.map((route) => [route.path, route] as const))(
    'opening %s asks the API for the reads it publishes for preloading',
    async (_pattern, route) => {
      const { path, params } = examplePath(route.path);
      await route.page.preload();
      const asked = await apiReadsOnOpening(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      expect(asked).toEqual(expect.arrayContaining([...(route.firstReads?.(params) ?? [])]));
    },
  );
}

/**
 * One test per address (a path with its query, `/marketplace?q=bag&page=2`): opening it makes
 * exactly the reads its route's `firstReads(params, query)` gives for that query, which a server
 * rendering the page preloads: none of them missing, and no other read of the same endpoints.
 */
export function itMakesItsFirstReadsAt(
  App: ComponentType,
  table: readonly PageRoute[],
  addresses: readonly string[],
) {
  it.each(addresses)(
    'opening %s asks the API for the reads its route gives for that query',
    async (address) => {
      const url = new URL(address, 'http://localhost');
      const { route: pattern, params } = ownerOf(
        [{ routes: table.map((route) => route.path) }],
        url.pathname,
      )!;
      const route = table.find((candidate) => candidate.path === pattern)!;
      const reads = route.firstReads?.(params, url.searchParams) ?? [];
      await route.page.preload();
      const asked = await apiReadsOnOpening(
        <MemoryRouter initialEntries={[address]}>
          <App />
        </MemoryRouter>,
      );
      const endpoints = new Set(reads.map((read) => read.split('?')[0]));
      const sameEndpoints = asked.filter((read) => endpoints.has(read.split('?')[0]));
      expect(new Set(sameEndpoints)).toEqual(new Set(reads));
    },
  );
}
