/**
 * The catalogue of user-facing texts. Its always-loaded part is `texts`: the remotes' labels
 * and most of the spec's texts (core.ts), and the shell's layout, home and short pages
 * (site.ts); each spec text is in one of the two, exactly once. Long texts shown by one page
 * only live in that page's module beside these (about.ts, contact.ts, install.ts, legal/),
 * imported by that page alone. A translation changes these modules only. Components and tests
 * import them. Pure data: the server imports them too.
 */

import { core } from './core.ts';
import { site } from './site.ts';

export { MARKET_NAME, PRODUCT_NAME, PRODUCT_SHORT_NAME } from './brand.ts';
export type { Block, Inline, Rich } from './rich.ts';

/** Every text of the catalogue's always-loaded part, by group: `texts.auth.login`. */
export const texts = { ...core, ...site };

export type Texts = typeof texts;
