import { useRead } from 'shared-ui/use-read';

/**
 * One item read by its id: undefined while it loads, null when there is none (or it cannot be
 * read), else the item. A new id starts over. `fromDocument` gives the first id's item when the
 * page's document came with it (or undefined): it shows in the first render, and is not read.
 */
export function useItem<T>(
  id: string,
  load: (id: string) => Promise<T | null>,
  fromDocument?: (id: string) => T | undefined,
): T | null | undefined {
  const read = useRead(id, () => load(id), fromDocument && (() => fromDocument(id)));
  return read.loading ? undefined : (read.value ?? null);
}
