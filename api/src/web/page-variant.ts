/**
 * What of a request, besides its URL, a guest's page depends on: the visitor's language (their
 * choice, else their browser's) and low-data mode (their choice, else `Save-Data: on`). Guests
 * with the same variant get the same document, so the page cache keys by it.
 */
import type { FastifyRequest } from 'fastify';
import { isLowData, languageOfRequest, lowDataChoiceIn, type Language } from 'shared-ui/contracts';

/** Whether the visitor is in low-data mode: their choice in /settings (the `lowData` cookie), else `Save-Data: on`. */
export const asksForLowData = (request: FastifyRequest): boolean =>
  isLowData(lowDataChoiceIn(request.headers.cookie), request.headers['save-data'] === 'on');

/** The visitor's language. */
export const languageOf = (request: FastifyRequest): Language =>
  languageOfRequest(request.headers.cookie, request.headers['accept-language']);

/** The page's variant, as a cache key. */
export const pageVariant = (request: FastifyRequest): string =>
  `${languageOf(request)}:${asksForLowData(request) ? 'low-data' : 'full'}`;
