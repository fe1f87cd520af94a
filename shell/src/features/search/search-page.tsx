import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGES, pagePath } from 'shared-ui';
import { SEARCH_QUERY_MAX } from 'shared-ui/contracts/forms';
import 'shared-ui/search-group.css';
import { search as t } from 'shared-ui/texts/search';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { searchKind, searchModules, searchWords } from './search-modules.ts';
import './search-page.css';

/** How long typing pauses before the results follow it. */
export const SEARCH_PAUSE_MS = 250;

/** The address of the search page for these words (and one kind's fuller list). */
const addressOf = (q: string, kind: string | undefined) =>
  pagePath(PAGES.search, undefined, { q, ...(kind && { kind }) });

/**
 * /search?q=…: a GET form (it works without script) and, for words, the groups the remotes show
 * (each remote's `SearchResults`, rendered on the server with the page, each in its own error
 * boundary: a remote that fails loses its groups only). Once live, the results follow what is
 * typed after a short pause, the address kept in step (replaced, so Back leaves the page).
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = searchWords(params);
  const kind = searchKind(params);
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const boxId = useId();
  // Words the address got elsewhere (a link, Back) replace what the box held.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    if (typed.trim() !== q) setTyped(q);
  }

  const show = (words: string) => {
    const next = words.trim();
    if (next !== q) setParams(new URLSearchParams(addressOf(next, kind).split('?')[1]), { replace: true });
  };
  // A pause in typing shows its results; typing on before it ends cancels it.
  useEffect(() => {
    if (typed.trim() === q) return undefined;
    const timer = setTimeout(() => show(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(typed);
  };

  return (
    <section className="ui-page shell-search" aria-labelledby={`${boxId}-title`}>
      <h1 id={`${boxId}-title`}>{t.title}</h1>
      <form role="search" aria-label={t.title} method="get" action={PAGES.search} onSubmit={submit}>
        <label htmlFor={boxId}>{t.box}</label>
        <div className="shell-search__row">
          <input
            id={boxId}
            name="q"
            type="search"
            maxLength={SEARCH_QUERY_MAX}
            value={typed}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {kind && <input type="hidden" name="kind" value={kind} />}
          <button type="submit" className="ui-button">
            {t.submit}
          </button>
        </div>
      </form>
      {q !== '' && kind && (
        <p>
          <Link to={addressOf(q, undefined)}>{t.allResults}</Link>
        </p>
      )}
      {q !== '' && (
        <div className="shell-search__groups">
          {searchModules(params).map(({ id, props }) => (
            <RemoteModule
              key={`${id} ${props.kinds.join()}`}
              id={id}
              props={{ ...props }}
              loadingLabel={t.searching}
              serverRendered
            />
          ))}
          {/* Shown only while no group shows anything (search-page.css): nothing found anywhere. */}
          <p className="shell-search__nothing">{t.nothingFound(q)}</p>
        </div>
      )}
    </section>
  );
}
