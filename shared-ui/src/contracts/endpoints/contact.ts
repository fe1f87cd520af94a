/**
 * The contact endpoints (`/api/contact/*`, spec section 7): sending a message (which opens a
 * ticket), checking a ticket's status and answer, and subscribing to the newsletter. Each is
 * rate limited per address; a refused rate answers `{status, message}` (429).
 */
import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint.ts';
import { StatusAnswer, refusals } from './forms.ts';

/** The states of a contact ticket. */
export const TicketStatusSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('in_progress'),
  Type.Literal('resolved'),
  Type.Literal('closed'),
]);
export type TicketStatus = Static<typeof TicketStatusSchema>;
export const TICKET_STATUSES: readonly TicketStatus[] = TicketStatusSchema.anyOf.map(
  (status) => status.const,
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

/*
 * Bodies accept missing fields as empty strings so that the spec's own validation
 * (shared-ui/validation) gives the refusal text, e.g. 'Name is required.'.
 */
const Field = (maxLength: number) => Type.String({ default: '', maxLength });

/** A message to the team: phone and email may be empty. */
export const ContactBody = Type.Object({
  name: Field(100),
  phone: Field(30),
  email: Field(254),
  message: Field(5000),
});
export type ContactSubmission = Static<typeof ContactBody>;

/** `{success: false, error}`: a refused message or ticket look-up. */
const ContactRefusal = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
});

export const contactSubmit = endpoint({
  method: 'POST',
  path: 'contact/contactSubmit.php',
  summary: 'Send a message to the team: opens a ticket and answers its number',
  policy: 'public',
  body: ContactBody,
  answers: {
    201: Type.Object({
      success: Type.Literal(true),
      ticket_no: Type.String(),
      status: TicketStatusSchema,
    }),
    400: ContactRefusal,
    429: StatusAnswer,
  },
});

export const checkTicketStatus = endpoint({
  method: 'POST',
  path: 'contact/checkTicketStatus.php',
  summary: "A ticket's status, and the team's response once there is one",
  description: 'ticket_no in any case (tickets are shown in capitals).',
  policy: 'public',
  body: Type.Object({ ticket_no: Field(40) }),
  answers: {
    200: Type.Object({
      success: Type.Literal(true),
      status: TicketStatusSchema,
      response: NullableString,
      /** ISO 8601 timestamp of the team's response, or null before it. */
      responded_at: NullableString,
    }),
    ...refusals(ContactRefusal, 400, 404),
    429: StatusAnswer,
  },
});

export const newsletterSubscribe = endpoint({
  method: 'POST',
  path: 'contact/newsletter_subscribe.php',
  summary: 'Subscribe an email address to the newsletter',
  description: 'Subscribing twice answers the same: the address is on the list either way.',
  policy: 'public',
  body: Type.Object({ email: Field(254) }),
  answers: {
    200: Type.Object({ message: Type.String() }),
    400: Type.Object({ error: Type.String() }),
    429: StatusAnswer,
  },
});
