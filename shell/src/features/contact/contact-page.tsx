import { contactPage as t } from '../../texts/contact.ts';
import { CommunityGroups } from './community-groups.tsx';
import { ContactForm } from './contact-form.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { TicketStatusCheck } from './ticket-status-check.tsx';
import './contact.css';

/** /contact-us: the contact form, the ticket status check, the newsletter and community groups. */
export function ContactPage() {
  return (
    <div className="ui-page contact-page">
      <h1>{t.title}</h1>
      <p className="contact-page__intro">{t.intro}</p>
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
