/** Answers of the admin API (texts the spec does not quote). */
export const adminMessages = {
  newsCreated: 'News item created.',
  newsUpdated: 'News item updated.',
  newsDeleted: 'News item deleted.',
  newsNotFound: 'News item not found.',
  userNotFound: 'User not found.',
  roleChanged: (username: string, role: string) =>
    `${username} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  lastAdmin: 'You are the only administrator. Make another account an administrator first.',
  badWebAddress: (field: string) => `${field} must be a web address starting with http:// or https://.`,
  badImage: (field: string) => `${field} must be a path starting with / or a web address.`,
  articlesUpdated: (count: number) => `${count} article${count === 1 ? '' : 's'} updated.`,
  ticketUpdated: 'Ticket updated.',
  ticketNotFound: 'Ticket not found.',
  blankResponse: 'response cannot be blank.',
} as const;

export { ADMIN_PAGE_SIZE, NEWS_LIMITS } from 'shared-ui/contracts/admin';
