import { useState, type FormEvent } from 'react';
import { MessageBanner, subscribeNewsletter, texts } from 'shared-ui';
import { validateNewsletter } from 'shared-ui/validation';
import { Field } from './field.tsx';

/** The newsletter: an email address, then a thank-you. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [subscribed, setSubscribed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    const problem = validateNewsletter(email);
    setError(problem);
    if (problem) {
      input?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await subscribeNewsletter(email.trim());
      if (answer.message && !answer.error) setSubscribed(true);
      else setError(answer.error || texts.newsletter.failed);
    } catch {
      setError(texts.newsletter.network);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="ui-card contact-card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <p>News, events and new stories from the community, straight to your inbox.</p>
      <div aria-live="polite">
        {subscribed && <MessageBanner tone="success">{texts.newsletter.thanks}</MessageBanner>}
      </div>
      {!subscribed && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={error ?? undefined}
          />
          <button type="submit" className="ui-button" disabled={sending}>
            {sending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
      )}
    </section>
  );
}
