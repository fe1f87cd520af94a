/** Small helpers the upload routes share to hand form input to the shared validation rules. */

/** The first message of a `validate*` result, or null when there is none. */
export const firstProblem = (errors: Partial<Record<string, string>>): string | null =>
  Object.values(errors).find((message) => message !== undefined) ?? null;

/** What the shared form rules need to know of an uploaded file. */
export const fileInfo = (file: { mime: string; size: number } | undefined) =>
  file ? { type: file.mime, size: file.size } : null;
