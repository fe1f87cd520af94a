import { useEffect, useRef } from 'react';
import { contactForms } from 'shared-ui/texts/contact';
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
        {contactForms.contact.received}
      </h3>
      <dl className="contact-details">
        <div>
          <dt>{contactForms.ticket.number}</dt>
          <dd>
            <code className="contact-ticket-no">{ticketNo}</code>
            <CopyButton text={ticketNo} label={contactForms.contact.copyTicket} />
          </dd>
        </div>
        <div>
          <dt>{contactForms.ticket.status}</dt>
          <dd>{contactForms.ticket.statuses[status] ?? status}</dd>
        </div>
      </dl>
      <p>{contactForms.contact.keepNumber}</p>
      <Button variant="ghost" onClick={onAnother}>
        {contactForms.contact.sendAnother}
      </Button>
    </div>
  );
}
