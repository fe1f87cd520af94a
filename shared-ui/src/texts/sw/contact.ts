import type { Translation } from '../../i18n/translation.ts';
import type { contactForms as en } from '../contact.ts';

/** Kiswahili for ../contact.ts. */
export const contactForms: Translation<typeof en> = {
  contact: {
    failed: 'Imeshindikana kutuma.',
    network: 'Kuna hitilafu. Tafadhali jaribu tena.',
    received: 'Asante! Tumepokea ujumbe wako.',
    copyTicket: 'Nakili namba ya tiketi',
    formTitle: 'Tutumie ujumbe',
    name: 'Jina',
    phone: 'Simu (si lazima)',
    email: 'Barua pepe (si lazima)',
    message: 'Ujumbe',
    send: 'Tuma ujumbe',
    sending: 'Inatuma…',
    sendAnother: 'Tuma ujumbe mwingine',
    keepNumber: 'Weka namba hii: kwa hiyo unaweza kuangalia hali ya ujumbe wako wakati wowote.',
  },
  ticket: {
    notFound: 'Tiketi haikupatikana.',
    network: 'Imeshindikana kupata hali ya tiketi.',
    noResponse: 'Bado haijajibiwa.',
    checkTitle: 'Angalia tiketi',
    number: 'Namba ya tiketi',
    check: 'Angalia hali',
    checking: 'Inaangalia…',
    details: 'Hali ya tiketi',
    status: 'Hali',
    respondedAt: 'Tarehe ya jibu',
    response: 'Jibu',
    statuses: {
      open: 'Wazi',
      in_progress: 'Inashughulikiwa',
      resolved: 'Imetatuliwa',
      closed: 'Imefungwa',
    },
  },
  newsletter: {
    invalidEmail: 'Tafadhali weka barua pepe sahihi.',
    failed: 'Kuna hitilafu.',
    network: 'Kuna hitilafu. Tafadhali jaribu tena baadaye.',
    thanks: 'Asante kwa kujiunga!',
    title: 'Jarida',
    intro: 'Habari, matukio na hadithi mpya kutoka kwa jamii, moja kwa moja kwenye barua pepe yako.',
    email: 'Barua pepe',
    subscribe: 'Jiunge',
    subscribing: 'Inatuma…',
  },
};
