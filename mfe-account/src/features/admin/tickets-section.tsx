import { useState } from 'react';
import { TICKET_STATUSES, type TicketStatus } from 'shared-ui/contracts/contact';
import { Button } from 'shared-ui/button';
import { usePagedList } from 'shared-ui/paged-list';
import { Select } from 'shared-ui/select';
import { TextArea } from 'shared-ui/text-area';
import { admin as t } from '../../texts/admin.ts';
import { answerTicket, getTickets, type AdminTicket } from './api.ts';
import { ListFooter, Section, act, when, type Notice } from './section.tsx';

const statusOptions = TICKET_STATUSES.map((value) => ({ value, label: t.statuses[value]! }));

/** One ticket: the visitor's message, and the status and response the team sets. */
function TicketCard({ ticket, onSaved }: { ticket: AdminTicket; onSaved: (ticket: AdminTicket) => void }) {
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [response, setResponse] = useState(ticket.response ?? '');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    let saved: AdminTicket | undefined;
    await act(async () => {
      const answer = await answerTicket(ticket.ticket_no, status, response);
      saved = answer.body.ticket;
      return answer;
    }, setNotice);
    setBusy(false);
    if (saved) onSaved(saved);
  };
  return (
    <li className="admin-card">
      <h3>
        {ticket.ticket_no} · {t.statuses[ticket.status]}
      </h3>
      <p className="admin-muted">{t.tickets.from(ticket.name, when(ticket.created_at))}</p>
      {(ticket.email || ticket.phone) && (
        <p className="admin-muted">
          {t.tickets.contact}: {[ticket.email, ticket.phone].filter(Boolean).join(' · ')}
        </p>
      )}
      <p className="admin-text">{ticket.message}</p>
      {ticket.responded_at && (
        <p className="admin-muted">{t.tickets.respondedAt(when(ticket.responded_at))}</p>
      )}
      <Select
        name={`status-${ticket.ticket_no}`}
        label={t.status}
        options={statusOptions}
        value={status}
        onChange={setStatus}
      />
      <TextArea
        name={`response-${ticket.ticket_no}`}
        label={t.tickets.response}
        value={response}
        onChange={setResponse}
        maxLength={4000}
      />
      {notice && (
        <p className={`admin-inline admin-inline--${notice.tone}`} role="status">
          {notice.tone === 'success' ? t.tickets.saved : notice.text}
        </p>
      )}
      <Button size="small" busy={busy} busyLabel={t.saving} onClick={() => void save()}>
        {t.tickets.saveTicket}
      </Button>
    </li>
  );
}

/** Contact tickets, open ones first; the answer the visitor sees in the ticket check. */
export function TicketsSection() {
  const [filter, setFilter] = useState<TicketStatus | ''>('');
  const [saved, setSaved] = useState<Readonly<Record<string, AdminTicket>>>({});
  const list = usePagedList<AdminTicket>({
    load: (page) => getTickets(filter, page),
    key: filter,
  });
  return (
    <Section heading={t.tickets.heading} notice={null} failed={list.status === 'error'} onRetry={list.retry}>
      <Select<TicketStatus | ''>
        name="ticket-filter"
        label={t.tickets.filter}
        options={[{ value: '', label: t.tickets.all }, ...statusOptions]}
        value={filter}
        onChange={setFilter}
      />
      {list.status === 'ready' && list.items?.length === 0 && <p className="admin-muted">{t.tickets.none}</p>}
      <ul className="admin-list">
        {list.items?.map((ticket) => (
          <TicketCard
            key={ticket.ticket_no}
            ticket={saved[ticket.ticket_no] ?? ticket}
            onSaved={(next) => setSaved((before) => ({ ...before, [next.ticket_no]: next }))}
          />
        ))}
      </ul>
      <ListFooter list={list} />
    </Section>
  );
}
