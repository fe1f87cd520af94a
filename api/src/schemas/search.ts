import { SEARCH_LIMIT, SEARCH_QUERY_MAX } from 'shared-ui/contracts/forms';

/** The site search's refusals (every domain's search endpoint). */
export const searchMessages = {
  queryTooLong: `q must be at most ${SEARCH_QUERY_MAX} characters.`,
  badLimit: `limit must be a whole number from 1 to ${SEARCH_LIMIT.max}.`,
  badQuery: 'The search is not valid.',
} as const;

/** The refusal message for the first bad query parameter of a search. */
export function describeSearchProblem(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').split('/')[0];
  if (field === 'q') return searchMessages.queryTooLong;
  if (field === 'limit') return searchMessages.badLimit;
  return searchMessages.badQuery;
}
