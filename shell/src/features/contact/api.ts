import {
  http,
  readJson,
  type ContactAnswer,
  type ContactSubmission,
  type NewsletterAnswer,
  type TicketStatusAnswer,
} from 'shared-ui';

/**
 * A refusal that did not come from the contact routes themselves (e.g. 429 from the
 * rate limit) answers `{status, message}`: its message becomes the answer's `error`.
 */
async function answerOf<T extends { error?: string }>(response: Response): Promise<Partial<T>> {
  const body = await readJson<T & { message?: string }>(response);
  if (response.ok) return body;
  const { message, ...rest } = body;
  return { ...rest, error: body.error ?? message } as Partial<T>;
}

/** POST /contact/newsletter_subscribe.php. Throws only on network failure. */
export async function subscribeNewsletter(email: string): Promise<Partial<NewsletterAnswer>> {
  return answerOf<NewsletterAnswer>(
    await http().post('contact/newsletter_subscribe.php', { json: { email } }),
  );
}

/** POST /contact/contactSubmit.php. Throws only on network failure. */
export async function submitContact(submission: ContactSubmission): Promise<Partial<ContactAnswer>> {
  return answerOf<ContactAnswer>(await http().post('contact/contactSubmit.php', { json: submission }));
}

/** POST /contact/checkTicketStatus.php. Throws only on network failure. */
export async function checkTicketStatus(ticketNo: string): Promise<Partial<TicketStatusAnswer>> {
  return answerOf<TicketStatusAnswer>(
    await http().post('contact/checkTicketStatus.php', { json: { ticket_no: ticketNo } }),
  );
}
