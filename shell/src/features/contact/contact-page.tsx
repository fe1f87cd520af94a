import { CommunityGroups } from './community-groups.tsx';
import { ContactForm } from './contact-form.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { TicketStatusCheck } from './ticket-status-check.tsx';
import './contact.css';

/** /contact-us: the contact form, the ticket status check, the newsletter and community groups. */
export function ContactPage() {
  return (
    <div className="ui-page contact-page">
      <h1>Contact us</h1>
      <p className="contact-page__intro">
        A question, an idea, a story to share or a problem to report: write to us. Every message gets a ticket
        number, so you can follow up on it here.
      </p>
      <div className="contact-page__grid">
        <ContactForm />
        <div className="contact-page__side">
          <TicketStatusCheck />
          <NewsletterForm />
        </div>
      </div>
      <CommunityGroups />
    </div>
  );
}
