/** The reels endpoints' schemas are their contract's (shared-ui/contracts/reels). */
export { REELS_PAGE_SIZE } from 'shared-ui/contracts/reels';
