import { Type } from 'typebox';

/*
 * Bodies accept missing fields as empty strings so that the spec's own validation
 * (shared-ui/validation) gives the refusal text, e.g. 'Name is required.'.
 */
const Field = (maxLength: number) => Type.String({ default: '', maxLength });

/** shared-ui/contracts `TicketStatus`. */
export const TicketStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('in_progress'),
  Type.Literal('resolved'),
  Type.Literal('closed'),
]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** shared-ui/contracts `ContactSubmission`. */
export const ContactBody = Type.Object({
  name: Field(100),
  phone: Field(30),
  email: Field(254),
  message: Field(5000),
});

/** shared-ui/contracts `ContactAnswer` when the ticket is created. */
export const ContactCreated = Type.Object({
  success: Type.Literal(true),
  ticket_no: Type.String(),
  status: TicketStatus,
});

/** `{success: false, error}`: a refused contact or ticket request. */
export const ContactRefusal = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
});

export const TicketStatusBody = Type.Object({
  ticket_no: Field(40),
});

/** shared-ui/contracts `TicketStatusAnswer` for a known ticket. */
export const TicketStatusFound = Type.Object({
  success: Type.Literal(true),
  status: TicketStatus,
  response: NullableString,
  responded_at: NullableString,
});

export const NewsletterBody = Type.Object({
  email: Field(254),
});

/** shared-ui/contracts `NewsletterAnswer`. */
export const NewsletterThanks = Type.Object({ message: Type.String() });
export const NewsletterRefusal = Type.Object({ error: Type.String() });
