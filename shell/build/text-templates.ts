/**
 * Texts of the catalogue written into the shell's files at build time. A template names a text
 * `<%- key %>`, as the documents' template does (src/index.html, filled by html-webpack-plugin's
 * `templateParameters`), and gets it escaped for the kind of file it is.
 */

/** Makes a text safe where a template puts it. */
export type Escape = (text: string) => string;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** In an HTML element or a quoted attribute. */
export const escapeHtml: Escape = (text) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Between a JSON string's quotes. */
export const escapeJson: Escape = (text) => JSON.stringify(text).slice(1, -1);

const PLACEHOLDER = /<%-\s*(\w+)\s*%>/g;

/**
 * The template with each `<%- key %>` replaced by `texts[key]`, escaped. A placeholder without a
 * text, a text the template does not use, or any other `<%` fails: the build then stops rather
 * than ship a file with a gap or a text left in English.
 */
export function fillTexts(template: string, texts: Readonly<Record<string, string>>, escape: Escape): string {
  const unused = new Set(Object.keys(texts));
  const filled = template.replace(PLACEHOLDER, (_, key: string) => {
    const text = Object.hasOwn(texts, key) ? texts[key] : undefined;
    if (text === undefined) throw new Error(`The template names a text "${key}" it is not given`);
    unused.delete(key);
    return escape(text);
  });
  if (unused.size > 0) throw new Error(`The template has no place for ${[...unused].join(', ')}`);
  if (filled.includes('<%')) throw new Error('The template has a placeholder other than <%- key %>');
  return filled;
}
