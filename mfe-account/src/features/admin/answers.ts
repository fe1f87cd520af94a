import type { ListPage } from 'shared-ui';

/** A value an answer must hold: a missing one is a failed read (the section shows its failure state). */
export function present<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('The answer holds no value.');
  return value;
}

/**
 * The page a list answer holds, with the server's `hasMore`, or a thrown error for a refusal (the
 * list shows its failure state).
 */
export function itemsOf<T>(
  answer: { ok: boolean; body: object },
  pick: (body: never) => T[] | undefined,
): ListPage<T> {
  const items = answer.ok ? pick(answer.body as never) : undefined;
  if (!items) throw new Error('The list could not be read.');
  return { items, hasMore: (answer.body as { hasMore?: unknown }).hasMore === true };
}
