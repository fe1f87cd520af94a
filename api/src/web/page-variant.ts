/**
 * What of a request, besides its URL, a guest's page depends on: the visitor's language (their
 * choice, else their browser's), low-data mode (their choice, else `Save-Data: on`) and the API
 * base its host hands the browser (API_HOSTS). Guests with the same variant get the same
 * document, so the page cache keys by it: a page made for one host is never sent for another.
 */
import type { FastifyRequest } from 'fastify';
import { isLowData, lowDataChoiceIn } from 'shared-ui/contracts';
import { languageOf } from '../i18n/request-language.ts';

/** Whether the visitor is in low-data mode: their choice in /settings (the `lowData` cookie), else `Save-Data: on`. */
export const asksForLowData = (request: FastifyRequest): boolean =>
  isLowData(lowDataChoiceIn(request.headers.cookie), request.headers['save-data'] === 'on');

/** The visitor's language. */
export { languageOf };

/** The API base handed to the browser on the host asked for (API_HOSTS), else this site's own. */
export const apiBaseOf = (request: FastifyRequest): string =>
  request.server.config.apiHosts[request.hostname.toLowerCase()] ?? '/api';

/** The page's variant, as a cache key. */
export const pageVariant = (request: FastifyRequest): string =>
  `${languageOf(request)}:${asksForLowData(request) ? 'low-data' : 'full'}:${apiBaseOf(request)}`;
