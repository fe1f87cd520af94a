/** Refusals of the notification calls (texts the spec does not quote). */
export const notificationMessages = {
  notFound: 'Notification not found.',
} as const;
