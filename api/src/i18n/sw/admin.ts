import type { Translation } from 'shared-ui/i18n/translation';
import type { adminMessages as en } from '../../schemas/admin.ts';

/** What a role is called in the answer to a role change. */
const roleNames: Record<string, string> = { admin: 'msimamizi', member: 'mwanachama' };

/** Kiswahili for ../../schemas/admin.ts. */
export const adminMessages: Translation<typeof en> = {
  newsCreated: 'Habari imeongezwa.',
  newsUpdated: 'Habari imesasishwa.',
  newsDeleted: 'Habari imefutwa.',
  newsNotFound: 'Habari haikupatikana.',
  userNotFound: 'Mtumiaji hakupatikana.',
  roleChanged: (username: string, role: string) => `${username} sasa ni ${roleNames[role] ?? role}.`,
  lastAdmin: 'Wewe ndiye msimamizi pekee. Mfanye mwanachama mwingine msimamizi kwanza.',
  badWebAddress: (field: string) => `${field} lazima iwe anwani ya wavuti inayoanza na http:// au https://.`,
  badImage: (field: string) => `${field} lazima iwe njia inayoanza na / au anwani ya wavuti.`,
  articlesUpdated: (count: number) =>
    count === 1 ? `Makala ${count} imesasishwa.` : `Makala ${count} zimesasishwa.`,
  ticketUpdated: 'Tiketi imesasishwa.',
  ticketNotFound: 'Tiketi haikupatikana.',
  blankResponse: 'response haiwezi kuwa tupu.',
};
