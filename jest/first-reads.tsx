/**
 * What a remote's page asks the API for as it opens, so a test can hold it to the
 * `firstReads` it publishes in remote.json (the server preloads those with the page;
 * a declared read the page never makes would be downloaded for nothing).
 */
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-ui';

/** Renders `ui` with fetch answered by `{}` and returns the API paths read (under `/api/`, with their query). */
export async function apiReadsOnOpening(ui: ReactElement): Promise<string[]> {
  const reads: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href));
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(url.pathname.slice('/api/'.length) + url.search);
    }
    return Response.json({});
  });
  // A fresh API client, which takes the stubbed fetch; absolute, as Node's Request needs.
  configureApi({ default: `${location.origin}/api` });
  jest.useFakeTimers();
  try {
    render(ui);
    // Effects have run; now any zero-delay timer that starts a first load, and its request.
    await act(() => jest.advanceTimersByTimeAsync(0));
    return reads;
  } finally {
    jest.useRealTimers();
    fetchSpy.mockRestore();
    configureApi(undefined);
  }
}

/** One test per route a remote publishes `firstReads` for: opening it makes each of those reads. */
export function itMakesItsFirstReads(
  App: ComponentType,
  firstReads: Readonly<Record<string, readonly string[]>>,
) {
  it.each(Object.entries(firstReads))(
    'opening %s asks the API for the reads it publishes for preloading',
    async (path, reads) => {
      const asked = await apiReadsOnOpening(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      expect(asked).toEqual(expect.arrayContaining([...reads]));
    },
  );
}
