import { createContext, useContext } from 'react';

/**
 * Set when the marketplace runs inside another site's page (the embed): the main site's address,
 * where what needs an account (selling, reviewing) opens instead.
 */
export const Embedded = createContext<{ siteUrl: string } | null>(null);

export const useEmbedded = () => useContext(Embedded);
