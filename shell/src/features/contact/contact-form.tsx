import { useState } from 'react';
import type { ContactSubmission, TicketStatus } from 'shared-ui/contracts/contact';
import { Form, FormFailure, useForm } from 'shared-ui/form';
import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { contactForms } from 'shared-ui/texts/contact';
import { validateContact } from 'shared-ui/validation';
import { submitContact } from './api.ts';
import { TicketReceipt } from './ticket-receipt.tsx';

const empty: ContactSubmission = { name: '', phone: '', email: '', message: '' };
const t = contactForms.contact;

/** The contact form: editing, then submitted (the ticket is shown). */
export function ContactForm() {
  const [ticket, setTicket] = useState<{ ticketNo: string; status: TicketStatus } | null>(null);
  const form = useForm({
    initial: empty,
    validate: validateContact,
    failureText: t.network,
    onSubmit: async (fields) => {
      const answer = await submitContact({
        name: fields.name.trim(),
        phone: fields.phone.trim(),
        email: fields.email.trim(),
        message: fields.message.trim(),
      });
      if (!answer.success || !answer.ticket_no) throw new FormFailure(answer.error || t.failed);
      setTicket({ ticketNo: answer.ticket_no, status: answer.status ?? 'open' });
    },
  });

  return (
    <section className="ui-card contact-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t.formTitle}</h2>
      {ticket ? (
        <TicketReceipt
          ticketNo={ticket.ticketNo}
          status={ticket.status}
          onAnother={() => {
            setTicket(null);
            form.reset();
          }}
        />
      ) : (
        <Form form={form} id="contact-form" submitLabel={t.send} busyLabel={t.sending}>
          <TextField label={t.name} required autoComplete="name" maxLength={100} {...form.field('name')} />
          <TextField label={t.phone} type="tel" autoComplete="tel" maxLength={30} {...form.field('phone')} />
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.field('email')}
          />
          <TextArea label={t.message} required maxLength={5000} {...form.field('message')} />
        </Form>
      )}
    </section>
  );
}
