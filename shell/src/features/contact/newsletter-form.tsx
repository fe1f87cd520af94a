import { useState } from 'react';
import { Form, FormFailure, useForm } from 'shared-ui/form';
import { MessageBanner } from 'shared-ui/message-banner';
import { TextField } from 'shared-ui/text-field';
import { contactForms } from 'shared-ui/texts/contact';
import { subscribeNewsletter } from './api.ts';
import { validateNewsletter } from 'shared-ui/validation';

const t = contactForms.newsletter;

/** The newsletter: an email address, then a thank-you. */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);
  const form = useForm({
    initial: { email: '' },
    validate: ({ email }) => {
      const problem = validateNewsletter(email);
      return problem ? { email: problem } : {};
    },
    failureText: t.network,
    onSubmit: async ({ email }) => {
      const answer = await subscribeNewsletter(email.trim());
      if (!answer.message || answer.error) throw new FormFailure(answer.error || t.failed);
      setSubscribed(true);
    },
  });

  return (
    <section className="ui-card contact-card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t.title}</h2>
      <p>{t.intro}</p>
      <div aria-live="polite">{subscribed && <MessageBanner tone="success">{t.thanks}</MessageBanner>}</div>
      {!subscribed && (
        <Form form={form} submitLabel={t.subscribe} busyLabel={t.subscribing}>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.field('email')}
          />
        </Form>
      )}
    </section>
  );
}
