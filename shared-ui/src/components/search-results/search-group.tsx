import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
// The API client is the shared singleton's (the shell configures it); the answers a document
// carries are taken through the same module the remotes' pages take theirs from.
import { apiRead, http, PAGES, pagePath } from 'shared-ui';
import { takeDocumentAnswer } from 'shared-ui/document-answers';
import type { ReadEndpoint } from '../../contracts/endpoint.ts';
import type { SiteSearchAnswer, SiteSearchHit, SiteSearchQuery } from '../../contracts/endpoints/forms.ts';
import { search as t } from '../../texts/search.ts';
import './search-group.css';

/** A domain's site search endpoint (`pages/search`, `shop/search`…): they all take and answer the same. */
export type SiteSearchEndpoint = ReadEndpoint & { readonly query: typeof SiteSearchQuery };

/**
 * The read of a group's search: the endpoint's path with `q` and `limit`, as the API client asks
 * for it. The group fetches it, and its module's first reads name it, so the server renders the
 * group with the very answer the browser hydrates from.
 */
export const siteSearchRead = (endpoint: SiteSearchEndpoint, q: string, limit: number): string =>
  apiRead(endpoint.path, { q, limit });

/** Whether a body is a search answer (a carried answer is checked before it is shown). */
function isAnswer(body: unknown): body is SiteSearchAnswer {
  const answer = body as Partial<SiteSearchAnswer> | null;
  return typeof answer?.total === 'number' && Array.isArray(answer.items);
}

interface Searched {
  read: string;
  answer?: SiteSearchAnswer;
  failed: boolean;
}

/**
 * The answer of `read`: from the page's document at first (the server rendered the group with
 * it), else fetched. A newer read cancels the one still on its way, so what is typed last wins.
 */
export function useSearchAnswer(read: string): Searched {
  const [state, setState] = useState<Searched>(() => {
    const carried = takeDocumentAnswer(read);
    return { read, failed: false, answer: isAnswer(carried) ? carried : undefined };
  });
  const current = state.read === read ? state : { read, failed: false };
  const answered = current.answer !== undefined;
  useEffect(() => {
    if (answered) return undefined;
    const controller = new AbortController();
    http()
      .get(read, { signal: controller.signal })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : undefined;
        if (!isAnswer(body)) throw new Error(`search ${read} answered ${response.status}`);
        // An answer that comes after all (its request could not be stopped) is not shown either.
        if (!controller.signal.aborted) setState({ read, answer: body, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ read, failed: true });
      });
    return () => controller.abort();
  }, [read, answered]);
  return current;
}

export interface SearchGroupProps {
  /**
   * The group's id in the page (its heading's is made from it): each remote renders its groups
   * apart, on the server too, so an id React makes (`useId`) would repeat in the page.
   */
  id: string;
  /** The group's heading: its kind ('Music'). */
  heading: string;
  endpoint: SiteSearchEndpoint;
  q: string;
  /** How many results it shows (the endpoint's `limit`). */
  limit: number;
  /** Where a result opens. */
  hrefOf: (hit: SiteSearchHit) => string;
  /** Where See all goes: the kind's own list filtered by the words, or its fuller answer (none: no link). */
  seeAll?: string;
}

/**
 * One kind's group on the search page: its heading with the count, its best results, and See
 * all. A kind with nothing found shows nothing (the page says when no group found anything); a
 * search that fails says so in its group only.
 */
export function SearchGroup({ id, heading, endpoint, q, limit, hrefOf, seeAll }: SearchGroupProps) {
  const headingId = `${id}-heading`;
  const { answer, failed } = useSearchAnswer(siteSearchRead(endpoint, q, limit));
  if (failed) {
    return (
      <section className="ui-search-group ui-search-group--failed" aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        <p role="status">{t.failed}</p>
      </section>
    );
  }
  if (answer === undefined) {
    return (
      <section className="ui-search-group ui-search-group--loading" aria-labelledby={headingId} aria-busy>
        <h2 id={headingId}>{heading}</h2>
        <p role="status">{t.searching}</p>
      </section>
    );
  }
  if (answer.total === 0) return null;
  return (
    <section className="ui-search-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {heading} <span className="ui-search-group__count">{t.count(answer.total)}</span>
      </h2>
      <ul>
        {answer.items.map((hit) => (
          <li key={hit.id}>
            <Link to={hrefOf(hit)}>{hit.title}</Link>
            {hit.snippet && <p>{hit.snippet}</p>}
          </li>
        ))}
      </ul>
      {seeAll !== undefined && (
        <Link className="ui-search-group__all" to={seeAll} aria-label={t.seeAllOf(heading)}>
          {t.seeAll}
        </Link>
      )}
    </section>
  );
}

/** The kinds of results the search page groups: one heading each. */
export type SearchKind = keyof typeof t.groups;

/** What the shell gives a remote's exposed search module (`<remote>/SearchResults`). */
export interface SearchResultsProps {
  q: string;
  /** The kinds whose groups to show, of those the remote searches, in the remote's order. */
  kinds: readonly SearchKind[];
  limit: number;
  /** Whether each group links to its fuller list (not on one kind's fuller list itself). */
  seeAll: boolean;
}

/** One kind a remote searches: its endpoint, where a result opens, and where See all goes. */
export interface SearchKindOf {
  kind: SearchKind;
  endpoint: SiteSearchEndpoint;
  hrefOf: (hit: SiteSearchHit) => string;
  /** The kind's own list filtered by the words; else its fuller answer on the search page. */
  seeAll?: (q: string) => string;
}

/** The search page showing one kind's fuller list. */
export const kindAddress = (q: string, kind: SearchKind): string =>
  pagePath(PAGES.search, undefined, { q, kind });

const shown = (searches: readonly SearchKindOf[], props: SearchResultsProps) =>
  searches.filter(({ kind }) => props.kinds.includes(kind));

/** The reads a remote's search module makes first, for the server to render it with their answers. */
export const searchReads = (searches: readonly SearchKindOf[], props: SearchResultsProps): string[] =>
  shown(searches, props).map(({ endpoint }) => siteSearchRead(endpoint, props.q, props.limit));

/** A remote's groups on the search page, each its kind's search, in the order given. */
export function SearchGroups({
  searches,
  ...props
}: SearchResultsProps & { searches: readonly SearchKindOf[] }) {
  return shown(searches, props).map(({ kind, endpoint, hrefOf, seeAll }) => (
    <SearchGroup
      key={kind}
      id={`search-${kind}`}
      heading={t.groups[kind]}
      endpoint={endpoint}
      q={props.q}
      limit={props.limit}
      hrefOf={hrefOf}
      // One kind's fuller list links on only to the kind's own list, where it has one.
      seeAll={seeAll ? seeAll(props.q) : props.seeAll ? kindAddress(props.q, kind) : undefined}
    />
  ));
}
