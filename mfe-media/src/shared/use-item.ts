import { useRead } from 'shared-ui/use-read';

/**
 * One item read by its id: undefined while it loads, null when there is none (or it cannot be
 * read), else the item. A new id starts over.
 */
export function useItem<T>(id: string, load: (id: string) => Promise<T | null>): T | null | undefined {
  const read = useRead(id, () => load(id));
  return read.loading ? undefined : (read.value ?? null);
}
