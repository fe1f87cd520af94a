import { useRef, useState, type FormEvent } from 'react';
import { MessageBanner, submitContact, texts, type ContactSubmission, type TicketStatus } from 'shared-ui';
import { validateContact, type FieldErrors } from 'shared-ui/validation';
import { Field } from './field.tsx';
import { TicketReceipt } from './ticket-receipt.tsx';

const empty: ContactSubmission = { name: '', phone: '', email: '', message: '' };
const FIELD_ORDER = ['name', 'phone', 'email', 'message'] as const;

/** The contact form: editing, then submitted (the ticket is shown). */
export function ContactForm() {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactSubmission>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [ticket, setTicket] = useState<{ ticketNo: string; status: TicketStatus } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = (name: keyof ContactSubmission) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    setFailure(null);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      (form.current?.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await submitContact({
        name: fields.name.trim(),
        phone: fields.phone.trim(),
        email: fields.email.trim(),
        message: fields.message.trim(),
      });
      if (answer.success && answer.ticket_no) {
        setTicket({ ticketNo: answer.ticket_no, status: answer.status ?? 'open' });
      } else {
        setFailure(answer.error || texts.contact.failed);
      }
    } catch {
      setFailure(texts.contact.network);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="ui-card contact-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {ticket ? (
        <TicketReceipt
          ticketNo={ticket.ticketNo}
          status={ticket.status}
          onAnother={() => {
            setTicket(null);
            setFields(empty);
          }}
        />
      ) : (
        <form ref={form} id="contact-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field
            name="name"
            label="Name"
            required
            autoComplete="name"
            maxLength={100}
            value={fields.name}
            onChange={set('name')}
            error={errors.name}
          />
          <Field
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={fields.phone}
            onChange={set('phone')}
          />
          <Field
            name="email"
            label="Email (optional)"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
          />
          <Field
            name="message"
            label="Message"
            required
            multiline
            maxLength={5000}
            value={fields.message}
            onChange={set('message')}
            error={errors.message}
          />
          {failure && <MessageBanner tone="danger">{failure}</MessageBanner>}
          <button type="submit" className="ui-button" disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </section>
  );
}
