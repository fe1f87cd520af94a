/**
 * Rich text: a sentence as a list of pieces, some shown strong, as code or as a link. In a PO file
 * it is one string whose pieces are marked `<strong>`, `<code>`, `<link>` (`<link2>` for the second
 * of several links).
 */

type Inline = string | { strong: string } | { code: string } | { link: string; to: string };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isInline(value: unknown): value is Exclude<Inline, string> {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value).sort().join(',');
  return keys === 'strong' || keys === 'code' || keys === 'link,to';
}

/** Rich text: a list of pieces, at least one of them shown strong, as code or as a link. */
export const isRich = (value: unknown): value is readonly Inline[] =>
  Array.isArray(value) &&
  value.some(isInline) &&
  value.every((piece) => typeof piece === 'string' || typeof piece === 'number' || isInline(piece));

/** A link's tag: `link`, or `link2` for the second of several links of the English. */
export const linkTag = (to: string, links: readonly string[]) =>
  links.length > 1 ? `link${links.indexOf(to) + 1}` : 'link';

/** Rich text as one string, its pieces marked. */
function markup(pieces: readonly Inline[], links: readonly string[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece !== 'object') return String(piece);
      if ('strong' in piece) return `<strong>${piece.strong}</strong>`;
      if ('code' in piece) return `<code>${piece.code}</code>`;
      const tag = linkTag(piece.to, links);
      return `<${tag}>${piece.link}</${tag}>`;
    })
    .join('');
}

export const linksOf = (pieces: readonly Inline[]) =>
  pieces.flatMap((piece) => (isRecord(piece) && 'to' in piece ? [String(piece.to)] : []));

/** A value's text: a string, or rich text marked up; undefined for anything else. */
export function textOf(value: unknown, links: readonly string[]): string | undefined {
  if (typeof value === 'string') return value;
  if (isRich(value)) return markup(value, links);
  return undefined;
}

export const TAG = /<(\/?)(strong|code|link\d*)>/g;

interface Segment {
  /** '' for plain text. */
  readonly tag: string;
  readonly text: string;
}

/** Rich text's pieces, or undefined when its marks are not paired. */
export function segmentsOf(text: string): Segment[] | undefined {
  const segments: Segment[] = [];
  let open: string | undefined;
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, tag] = match as unknown as [string, string, string];
    const piece = text.slice(from, match.index);
    if (closing ? open !== tag : open !== undefined) return undefined;
    if (piece || open) segments.push({ tag: open ?? '', text: piece });
    open = closing ? undefined : tag;
    from = match.index + whole.length;
  }
  if (open !== undefined) return undefined;
  if (text.slice(from)) segments.push({ tag: '', text: text.slice(from) });
  return segments;
}
