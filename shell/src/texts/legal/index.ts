/** What the legal pages share, imported by them only; each page's text is a module beside this one. */
export const legal = {
  /** The legal pages are dated May 2025 (spec section 9). */
  lastUpdated: 'Last updated: May 2025',
} as const;
