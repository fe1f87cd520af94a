/** A value an answer must hold: a missing one is a failed read (the section shows its failure state). */
export function present<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('The answer holds no value.');
  return value;
}
