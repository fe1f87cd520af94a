/**
 * The contact page's forms, the spec's texts: the message form and its receipt, the ticket check
 * and the newsletter. Read by the shell's contact page, which loads them when it is opened, and
 * by the server's answers to those forms; not part of `texts`, so they stay out of the first
 * visit of every other page.
 */
export const contactForms = {
  contact: {
    failed: 'Submission failed.',
    network: 'Something went wrong. Please try again.',
    received: 'Thank you! We have received your message.',
    copyTicket: 'Copy ticket number',
    formTitle: 'Send us a message',
    name: 'Name',
    phone: 'Phone (optional)',
    email: 'Email (optional)',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    sendAnother: 'Send another message',
    keepNumber: 'Keep this number: with it you can check the status of your message at any time.',
  },
  ticket: {
    notFound: 'Ticket not found.',
    network: 'Error fetching ticket status.',
    noResponse: 'No response yet.',
    checkTitle: 'Check a ticket',
    number: 'Ticket number',
    check: 'Check status',
    checking: 'Checking…',
    details: 'Ticket status',
    status: 'Status',
    respondedAt: 'Responded at',
    response: 'Response',
    statuses: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
  },
  newsletter: {
    invalidEmail: 'Please enter a valid email address.',
    failed: 'An error occurred.',
    network: 'Something went wrong. Please try again later.',
    thanks: 'Thank you for subscribing!',
    title: 'Newsletter',
    intro: 'News, events and new stories from the community, straight to your inbox.',
    email: 'Email',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
  },
} as const;
