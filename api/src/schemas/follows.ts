/** Refusals of the follow calls (texts the spec does not quote). */
export const followMessages = {
  notYourself: 'You can only follow or unfollow authors for your own account.',
  selfFollow: 'You cannot follow yourself.',
  authorNotFound: 'Author not found.',
} as const;
