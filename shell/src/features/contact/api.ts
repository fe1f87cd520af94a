import { answerOf, call, replyOf, type AnswerOf } from 'shared-ui';
import {
  checkTicketStatus as checkTicketStatusEndpoint,
  contactSubmit,
  newsletterSubscribe,
  type ContactSubmission,
} from 'shared-ui/contracts/contact';

/** What a contact call answered: its success answer's fields, or the refusal's text as `error`. */
export type ContactReply<A> = Partial<A> & { error?: string };

/** A refusal's text: the contact routes' own `error`, or the rate limit's `message` (429). */
const refusalText = (body: { error?: string; message?: string }) => body.error ?? body.message;

/** Subscribes to the newsletter: its thanks, or the refusal's text. Throws only on network failure. */
export async function subscribeNewsletter(email: string): Promise<{ message?: string; error?: string }> {
  const response = await call(newsletterSubscribe, { body: { email } });
  const body = await replyOf(newsletterSubscribe, response);
  return response.ok ? { message: body.message, error: body.error } : { error: refusalText(body) };
}

/** Sends a message to the team: the ticket opened, or the refusal's text. Throws only on network failure. */
export async function submitContact(
  submission: ContactSubmission,
): Promise<ContactReply<AnswerOf<typeof contactSubmit>>> {
  const response = await call(contactSubmit, { body: submission });
  if (!response.ok) return { error: refusalText(await replyOf(contactSubmit, response)) };
  return answerOf(contactSubmit, response).catch(() => ({}));
}

/** A ticket's status and the team's response, or the refusal's text. Throws only on network failure. */
export async function checkTicketStatus(
  ticketNo: string,
): Promise<ContactReply<AnswerOf<typeof checkTicketStatusEndpoint>>> {
  const response = await call(checkTicketStatusEndpoint, { body: { ticket_no: ticketNo } });
  if (!response.ok) return { error: refusalText(await replyOf(checkTicketStatusEndpoint, response)) };
  return answerOf(checkTicketStatusEndpoint, response).catch(() => ({}));
}
