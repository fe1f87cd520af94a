import { useState, type FormEvent } from 'react';
import { texts, type AnswerOf } from 'shared-ui';
import type { checkTicketStatus as checkTicketStatusEndpoint } from 'shared-ui/contracts/contact';
import { Button } from 'shared-ui/button';
import { formatDayAndTime } from 'shared-ui/dates';
import { MessageBanner } from 'shared-ui/message-banner';
import { TextField } from 'shared-ui/text-field';
import { contactForms } from 'shared-ui/texts/contact';
import { checkTicketStatus } from './api.ts';

const t = contactForms.ticket;

type Found = Pick<AnswerOf<typeof checkTicketStatusEndpoint>, 'status' | 'response' | 'responded_at'>;

/** The ticket status check, independent of the form: status, responded-at and the response. */
export function TicketStatusCheck() {
  const [ticketNo, setTicketNo] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    setError(null);
    if (!ticketNo.trim()) {
      setError(texts.validation.required(t.number));
      return;
    }
    setChecking(true);
    try {
      const answer = await checkTicketStatus(ticketNo.trim());
      if (answer.success && answer.status) {
        setFound({
          status: answer.status,
          response: answer.response ?? null,
          responded_at: answer.responded_at ?? null,
        });
      } else {
        setError(answer.error || t.notFound);
      }
    } catch {
      setError(t.network);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="ui-card contact-card" aria-labelledby="ticket-check-title">
      <h2 id="ticket-check-title">{t.checkTitle}</h2>
      <form className="contact-ticket-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField name="ticket_no" label={t.number} value={ticketNo} onChange={setTicketNo} maxLength={40} />
        <Button type="submit" busy={checking} busyLabel={t.checking}>
          {t.check}
        </Button>
      </form>
      <div aria-live="polite">
        {error && <MessageBanner tone="danger">{error}</MessageBanner>}
        {found && (
          <dl className="contact-details" aria-label={t.details}>
            <div>
              <dt>{t.status}</dt>
              <dd>{t.statuses[found.status] ?? found.status}</dd>
            </div>
            {found.responded_at && (
              <div>
                <dt>{t.respondedAt}</dt>
                <dd>
                  <time dateTime={found.responded_at}>{formatDayAndTime(found.responded_at)}</time>
                </dd>
              </div>
            )}
            <div>
              <dt>{t.response}</dt>
              <dd className="contact-response">{found.response || t.noResponse}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
