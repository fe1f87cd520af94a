/**
 * The Contact us page's own words, imported by that page only. The texts of its forms are the
 * spec's, which the server's replies use too: `shared-ui/texts/contact`.
 */
import type { Rich } from 'shared-ui/texts';

const messageLink = 'send us a message';

export const contactPage = {
  title: 'Contact us',
  intro:
    'A question, an idea, a story to share or a problem to report: write to us. Every message gets a ticket number, so you can follow up on it here.',
  groupsTitle: 'Join our community groups',
  groupsIntro:
    'Talk with members from all nine tribes, hear about events first and share what is happening where you live.',
  /** Community groups (spec: groups with 900+ and 877+ members). */
  groups: [
    {
      name: 'Community chat group',
      members: '900+',
      about: 'Daily news, events and announcements from across the nine tribes.',
    },
    {
      name: 'Community discussion group',
      members: '877+',
      about: 'Conversations about culture, land justice, youth projects and local businesses.',
    },
  ],
  /** '900+ members', the count shown strong. */
  members: (count: string): Rich => [{ strong: count }, ' members'],
  /** The link to the contact form in `join`. */
  messageLink,
  join: [
    'To join a group, ',
    { link: messageLink, to: '#contact-form' },
    ' with your name and phone number and ask for an invitation.',
  ] satisfies Rich,
} as const;
