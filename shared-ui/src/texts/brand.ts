/** Brand names: never translated, shown as they are in every language. */

export const PRODUCT_NAME = 'Mijikenda Community Platform';

/** The first word of the product name, which the header shows apart on a phone. */
export const PRODUCT_SHORT_NAME = 'Mijikenda';

/** The marketplace's name in its own top bar. */
export const MARKET_NAME = 'Mijikenda Market';
