import { useEffect, useRef } from 'react';
import { texts, type TicketStatus } from 'shared-ui';
import { CopyButton } from './copy-button.tsx';

/** After a submission: the ticket number (with copy) and its status. */
export function TicketReceipt({
  ticketNo,
  status,
  onAnother,
}: {
  ticketNo: string;
  status: TicketStatus;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-receipt">
      <h3 ref={heading} tabIndex={-1}>
        {texts.contact.received}
      </h3>
      <dl className="contact-details">
        <div>
          <dt>Ticket number</dt>
          <dd>
            <code className="contact-ticket-no">{ticketNo}</code>
            <CopyButton text={ticketNo} label={texts.contact.copyTicket} />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{texts.ticket.statuses[status] ?? status}</dd>
        </div>
      </dl>
      <p>Keep this number: with it you can check the status of your message at any time.</p>
      <button type="button" className="ui-button ui-button--ghost" onClick={onAnother}>
        Send another message
      </button>
    </div>
  );
}
