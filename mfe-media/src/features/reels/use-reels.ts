import { useCallback, useEffect, useRef, useState } from 'react';
import { documentReels, getReels, type Reel } from './api.ts';

export interface ReelsFeed {
  reels: Reel[] | null;
  failed: boolean;
  /** Loads the next page, when there is one and none is loading. */
  more: () => void;
  retry: () => void;
}

/**
 * The reels feed's pages, loaded one after the other as the visitor nears the end. The first is
 * in the first render when the page's document came with it.
 */
export function useReels(): ReelsFeed {
  const [first] = useState(documentReels);
  const [reels, setReels] = useState<Reel[] | null>(first?.reels ?? null);
  const [failed, setFailed] = useState(false);
  const state = useRef({
    page: first ? 1 : 0,
    hasMore: first ? first.hasMore && first.reels.length > 0 : true,
    loading: false,
  });

  const load = useCallback(() => {
    const current = state.current;
    if (current.loading || !current.hasMore) return;
    current.loading = true;
    setFailed(false);
    getReels(current.page + 1).then(
      (answer) => {
        current.page += 1;
        current.hasMore = answer.hasMore && answer.reels.length > 0;
        current.loading = false;
        setReels((all) => [...(all ?? []), ...answer.reels.filter((r) => !all?.some((a) => a.id === r.id))]);
      },
      () => {
        current.loading = false;
        setFailed(true);
      },
    );
  }, []);

  // The first page, unless the document came with it.
  const answered = first !== undefined;
  useEffect(() => {
    if (!answered) load();
  }, [answered, load]);
  return { reels, failed, more: load, retry: load };
}
