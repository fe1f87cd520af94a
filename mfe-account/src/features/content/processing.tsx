import { useEffect, useEffectEvent, useState } from 'react';
import type { MediaProcessing } from 'shared-ui/contracts/entities';
import { account } from 'shared-ui/texts/account';

/**
 * An item of an own list that may still be in the making: a song or a reel says where its
 * copies stand (until they exist it is its owner's alone); an article or a video does not.
 */
export interface Processed {
  id: number;
  processing?: MediaProcessing;
}

/** How often a list holding an item in the making is read again. */
export const PROCESSING_POLL_MS = 4000;

export const isProcessing = (item: Processed): boolean => item.processing?.state === 'processing';

/**
 * The items of a list as they stand now: while any is in the making, the list is read again
 * every few seconds (`reload`: the pages shown) and each item replaced by its newer copy, until
 * none is. An item in the making that a reading no longer holds is gone (the server removes an
 * upload it could make nothing of). Stops on unmount, and an answer that comes after is dropped.
 */
export function useProcessingRefresh<T extends Processed>(
  items: T[] | null,
  reload: () => Promise<T[]>,
): T[] | null {
  const [fresh, setFresh] = useState<ReadonlyMap<number, T | null>>(new Map());
  /** Counts the readings, so that a list still in the making after one is read again. */
  const [round, setRound] = useState(0);
  const shown =
    items
      ?.map((item) => (fresh.has(item.id) ? fresh.get(item.id) : item))
      .filter((item): item is T => item !== null && item !== undefined) ?? null;
  const waiting = shown?.some(isProcessing) ?? false;
  const readAgain = useEffectEvent(async (): Promise<ReadonlyMap<number, T | null>> => {
    const latest = new Map((await reload()).map((item) => [item.id, item] as const));
    const next = new Map<number, T | null>();
    for (const item of shown ?? []) {
      const now = latest.get(item.id);
      if (now) next.set(item.id, now);
      else if (isProcessing(item)) next.set(item.id, null);
    }
    return next;
  });

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = setTimeout(() => {
      readAgain().then(
        (next) => {
          if (stopped) return;
          setFresh((last) => new Map([...last, ...next]));
          setRound((n) => n + 1);
        },
        // A reading that failed: the next round tries again.
        () => stopped || setRound((n) => n + 1),
      );
    }, PROCESSING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, round]);

  return shown;
}

const t = account.lists;

/**
 * An item's making, in words: 'Processing…' with how far it is (a progress bar named by its
 * percentage), or the owner's reason when it failed; nothing once it is ready.
 */
export function ProcessingMark({ item }: { item: Processed }) {
  const processing = item.processing;
  if (processing?.state === 'processing') {
    const percent = Math.max(0, Math.min(100, Math.round(processing.progress)));
    return (
      <div className="account-mark account-mark--processing">
        <strong>{t.processing}</strong>
        <progress max={100} value={percent} aria-label={t.processingProgress(percent)} />
        <span aria-hidden="true">{percent}%</span>
        <span className="account-processing__hint">{t.processingHint}</span>
      </div>
    );
  }
  if (processing?.state === 'failed' && processing.error)
    return <p className="account-mark account-mark--removed">{processing.error}</p>;
  return null;
}
