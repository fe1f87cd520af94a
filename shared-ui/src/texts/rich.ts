/**
 * Rich text as data, so a catalogue entry keeps its emphasis and links and a translation
 * may move them within the sentence. The shell renders it (shell/src/shared/rich-text.tsx).
 */

/** A piece of a sentence: plain text, or text shown strong, as code, or as a link. */
export type Inline =
  | string
  | { readonly strong: string }
  | { readonly code: string }
  /** `to`: a page of the site (`/contact-us`) or a place on this page (`#contact-form`). */
  | { readonly link: string; readonly to: string };

/** A sentence or a paragraph: plain text, or its pieces in reading order. */
export type Rich = string | readonly Inline[];

/** A block of a long page: a section heading, a paragraph or a bulleted list. */
export type Block = { readonly h2: string } | { readonly p: Rich } | { readonly ul: readonly Rich[] };
