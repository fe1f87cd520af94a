/**
 * The API as a component test answers it: `fetch` is replaced by `answer` (each request, with
 * its URL), the shared client points at this page's `/api`, and the requests sent are kept for
 * the test to read. Restore with `jest.restoreAllMocks()` and `configureApi(undefined)`.
 */
import { configureApi } from 'shared-ui';

export type FakeAnswer = (request: Request, url: URL) => Response | Promise<Response> | undefined;

/** Answers every request with `answer` (a 500 when it gives nothing); returns the requests sent. */
export function fakeApi(answer: FakeAnswer): Request[] {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    requests.push(request.clone());
    return (await answer(request, new URL(request.url))) ?? Response.json({}, { status: 500 });
  });
  configureApi({ default: `${location.origin}/api` });
  return requests;
}
