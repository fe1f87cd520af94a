import type { NewsItem } from 'shared-ui';
import { useRead } from 'shared-ui/use-read';
import { documentNews, getNews } from './api.ts';

/**
 * The news list (in the first render when the page's document came with it); failures are only
 * logged and leave the list empty (spec).
 */
export function useNews(): { items: NewsItem[]; loading: boolean } {
  const read = useRead(
    'news',
    () =>
      getNews().catch((error: unknown) => {
        console.error('Could not load news', error);
        throw error;
      }),
    documentNews,
  );
  return { items: read.value ?? [], loading: read.loading };
}
