import { useEffect, useState } from 'react';
import type { NewsItem } from 'shared-ui';
import { getNews } from './api.ts';

/** The news list; failures are only logged and leave the list empty (spec). */
export function useNews(): { items: NewsItem[]; loading: boolean } {
  const [state, setState] = useState<{ items: NewsItem[]; loading: boolean }>({ items: [], loading: true });
  useEffect(() => {
    let active = true;
    getNews()
      .then((items) => active && setState({ items, loading: false }))
      .catch((error: unknown) => {
        console.error('Could not load news', error);
        if (active) setState({ items: [], loading: false });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

// One formatter for every date, built on first use: building one per call is what costs, and
// the first date formatter of a page (the locale's calendar data) costs about 20 ms of a fast
// core, which pages showing no date (the articles list shares this chunk) should not pay.
let launchDate: Intl.DateTimeFormat | undefined;

export function formatLaunchDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00`);
  if (Number.isNaN(parsed.getTime())) return date;
  launchDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return launchDate.format(parsed);
}
