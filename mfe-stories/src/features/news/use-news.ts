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
