/**
 * A page as a first visit gets it: rendered to markup as the server renders it, from the answers
 * to its first reads, then hydrated as the browser does, from the same answers, which the
 * document carries (shared-ui/document-answers). A test holds the page to showing its content in
 * that first render, taking every answer from the document there (asking the API for none), and
 * writing the same markup in the browser as on the server.
 */
import { within } from '@testing-library/react';
import { act, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Hydrating, ownerOf, type PageRoute } from 'shared-ui';
import { DOCUMENT_ANSWERS_ID } from 'shared-ui/contracts';
import { resetDocumentAnswers, takeDocumentAnswer } from 'shared-ui/document-answers';
import { fakeApi, type FakeRoute, type Sent } from './fake-api.ts';

/** Answers by read (an API path with its query, as `readOf` builds it), parsed. */
export type Answers = Readonly<Record<string, unknown>>;

/** Puts `answers` in the document as the server sends them; what was taken before is forgotten. */
export function carryAnswers(answers: Answers): void {
  document.getElementById(DOCUMENT_ANSWERS_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = DOCUMENT_ANSWERS_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
  resetDocumentAnswers();
}

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  resetDocumentAnswers();
});

/** The reads `answers` holds that a render left in the document (it took the others). */
const untakenOf = (answers: Answers) =>
  Object.keys(answers).filter((read) => takeDocumentAnswer(read) !== undefined);

/** The GET reads among `sent`, as `readOf` writes them (path and query). */
export const readsIn = (sent: readonly Sent[]) =>
  sent
    .filter((request) => request.method === 'GET')
    .map((request) => request.path + (request.query.size > 0 ? `?${request.query.toString()}` : ''));

/** Queries of `markup` (the server's), put in the document beside anything else in it. */
export function queriesOf(markup: string) {
  const element = document.createElement('div');
  element.innerHTML = markup;
  document.body.append(element);
  return within(element);
}

export interface ServedPage {
  /** The server's markup: the first render, before any effect ran or any answer came. */
  markup: string;
  /** The reads of the answers the server's render did not take from them. */
  untaken: string[];
  /** Where the markup was hydrated. */
  container: HTMLElement;
  /** What React said of the hydration: a mismatch of text, element or attribute is among it. */
  hydrationErrors: string[];
  /** The API requests sent, by the page's effects after hydration, in order. */
  sent: Sent[];
}

/**
 * Renders `ui` as the server does with `answers`, then hydrates its markup with the answers in
 * the document, the API answering by `routes` (a read no route answers fails as a server error
 * does); waits for the effects' first requests.
 */
export async function serveAndHydrate(
  ui: ReactElement,
  answers: Answers,
  ...routes: FakeRoute[]
): Promise<ServedPage> {
  const sent = fakeApi(...routes);
  carryAnswers(answers);
  // As the server renders it and the shell hydrates it: inside Hydrating.
  const page = <Hydrating>{ui}</Hydrating>;
  const markup = renderToString(page);
  const untaken = untakenOf(answers);

  carryAnswers(answers);
  const container = document.createElement('div');
  container.innerHTML = markup;
  // A browser mutes a media element made from markup with `muted` (jsdom leaves it unmuted).
  for (const media of container.querySelectorAll<HTMLMediaElement>('video[muted], audio[muted]')) {
    media.muted = true;
  }
  document.body.append(container);
  const hydrationErrors: string[] = [];
  // React reports a mismatched attribute on the console only; a test's own spy is put back after.
  const said = console.error;
  console.error = (...words: unknown[]) => void hydrationErrors.push(words.map(String).join(' '));
  try {
    await act(async () => {
      roots.push(
        hydrateRoot(container, page, {
          onRecoverableError: (error) => hydrationErrors.push(String(error)),
        }),
      );
    });
    // The reads a page starts in an effect go out after a zero-delay timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  } finally {
    console.error = said;
  }
  return { markup, untaken, container, hydrationErrors, sent };
}

/**
 * One test per address (a path with its query) of a remote's route table: the first render of
 * the remote's `./App` there, as the server makes it, takes from the document the answer to
 * each of its route's first reads for that address (given here in the order the route gives
 * its reads), so the server preloads exactly what the page shows first. Every route with first
 * reads must have an address here.
 */
export function itTakesItsFirstReadsFromTheDocument(
  App: ComponentType,
  table: readonly PageRoute[],
  answersAt: Readonly<Record<string, readonly unknown[]>>,
) {
  const routeAt = (address: string) => {
    const url = new URL(address, 'http://localhost');
    const { route: pattern, params } = ownerOf([{ routes: table.map((route) => route.path) }], url.pathname)!;
    const route = table.find((candidate) => candidate.path === pattern)!;
    return { route, reads: route.firstReads?.(params, url.searchParams) ?? [] };
  };

  it('has an address for every route with first reads', () => {
    const covered = new Set(Object.keys(answersAt).map((address) => routeAt(address).route.path));
    const withReads = table.filter((route) => route.firstReads).map((route) => route.path);
    expect(withReads.filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(Object.entries(answersAt))(
    'the first render of %s takes the answers to its first reads from the document',
    async (address, bodies) => {
      const { route, reads } = routeAt(address);
      expect(reads).toHaveLength(bodies.length);
      const answers = Object.fromEntries(reads.map((read, index) => [read, bodies[index]]));
      await route.page.preload();
      fakeApi();
      carryAnswers(answers);
      renderToString(
        <MemoryRouter initialEntries={[address]}>
          <App />
        </MemoryRouter>,
      );
      expect(untakenOf(answers)).toEqual([]);
    },
  );
}
