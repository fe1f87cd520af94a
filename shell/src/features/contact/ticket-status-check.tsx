import { useState, type FormEvent } from 'react';
import { checkTicketStatus, MessageBanner, texts, type TicketStatusAnswer } from 'shared-ui';
import { Field } from './field.tsx';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Found = Required<Pick<TicketStatusAnswer, 'status' | 'response' | 'responded_at'>>;

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
      setError(texts.validation.required('Ticket number'));
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
        setError(answer.error || texts.ticket.notFound);
      }
    } catch {
      setError(texts.ticket.network);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="ui-card contact-card" aria-labelledby="ticket-check-title">
      <h2 id="ticket-check-title">Check a ticket</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field
          name="ticket_no"
          label="Ticket number"
          value={ticketNo}
          onChange={setTicketNo}
          maxLength={40}
        />
        <button type="submit" className="ui-button" disabled={checking}>
          {checking ? 'Checking…' : 'Check status'}
        </button>
      </form>
      <div aria-live="polite">
        {error && <MessageBanner tone="danger">{error}</MessageBanner>}
        {found && (
          <dl className="contact-details" aria-label="Ticket status">
            <div>
              <dt>Status</dt>
              <dd>{texts.ticket.statuses[found.status] ?? found.status}</dd>
            </div>
            {found.responded_at && (
              <div>
                <dt>Responded at</dt>
                <dd>
                  <time dateTime={found.responded_at}>{when.format(new Date(found.responded_at))}</time>
                </dd>
              </div>
            )}
            <div>
              <dt>Response</dt>
              <dd className="contact-response">{found.response || texts.ticket.noResponse}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
