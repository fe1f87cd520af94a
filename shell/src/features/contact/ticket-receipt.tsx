import { useEffect, useRef } from 'react';
import { texts } from 'shared-ui';
import type { TicketStatus } from 'shared-ui/contracts/contact';
import { Button } from 'shared-ui/button';
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
          <dt>{texts.ticket.number}</dt>
          <dd>
            <code className="contact-ticket-no">{ticketNo}</code>
            <CopyButton text={ticketNo} label={texts.contact.copyTicket} />
          </dd>
        </div>
        <div>
          <dt>{texts.ticket.status}</dt>
          <dd>{texts.ticket.statuses[status] ?? status}</dd>
        </div>
      </dl>
      <p>{texts.contact.keepNumber}</p>
      <Button variant="ghost" onClick={onAnother}>
        {texts.contact.sendAnother}
      </Button>
    </div>
  );
}
