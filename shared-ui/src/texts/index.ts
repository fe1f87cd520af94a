/**
 * The catalogue of user-facing texts. Its always-loaded part is `texts`: what more than one app
 * reads (core.ts), and the shell's layout, home and short pages (site.ts). The texts one remote
 * and the server read, the spec's among them, live in a module beside these (account.ts,
 * marketplace.ts, report.ts, contact.ts for the contact page's forms…); the texts one app alone reads live in that app's own `src/texts/`
 * (the shell's about and legal pages, the admin console, the product page). Each spec text is in
 * one module, exactly once. A translation changes these modules only. Components and tests
 * import them. Pure data: the server imports them too.
 */

import { core } from './core.ts';
import { site } from './site.ts';

export { MARKET_NAME, PRODUCT_NAME, PRODUCT_SHORT_NAME } from './brand.ts';
export type { Block, Inline, Rich } from './rich.ts';

/** Every text of the catalogue's always-loaded part, by group: `texts.common.close`. */
export const texts = { ...core, ...site };

export type Texts = typeof texts;
