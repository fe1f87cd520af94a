import { useEffect, useState } from 'react';
import { getNews, type NewsItem } from 'shared-ui';

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

// One formatter for every date: building one per call is what costs.
const launchDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatLaunchDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00`);
  return Number.isNaN(parsed.getTime()) ? date : launchDate.format(parsed);
}
