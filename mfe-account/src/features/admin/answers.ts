/** A value an answer must hold: a missing one is a failed read (the section shows its failure state). */
export function present<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('The answer holds no value.');
  return value;
}

/** The items of a page answer, or a thrown error for a refusal (the list shows its failure state). */
export function itemsOf<T>(
  answer: { ok: boolean; body: object },
  pick: (body: never) => T[] | undefined,
): T[] {
  const items = answer.ok ? pick(answer.body as never) : undefined;
  if (!items) throw new Error('The list could not be read.');
  return items;
}
