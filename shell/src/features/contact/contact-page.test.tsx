import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { contactForms } from 'shared-ui/texts/contact';
import { checkTicketStatus, contactSubmit, newsletterSubscribe } from 'shared-ui/contracts/contact';
import {
  fakeApi,
  networkFailure,
  on,
  serverFailure,
  type FakeRoute,
  type Sent,
} from '../../../../jest/fake-api.ts';
import { contactPage } from '../../texts/contact.ts';
import { ContactPage } from './contact-page.tsx';

/** The bodies of the calls of `endpoint` sent so far. */
const bodiesOf = (sent: Sent[], endpoint: { path: string }) =>
  sent.filter((request) => request.endpoint === endpoint).map((request) => request.body);

/** Renders the page with the API answering by `routes`; returns the requests sent. */
function renderPage(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(<ContactPage />);
  return sent;
}

const contactForm = () => within(screen.getByRole('region', { name: 'Send us a message' }));
const ticketCheck = () => within(screen.getByRole('region', { name: 'Check a ticket' }));
const newsletter = () => within(screen.getByRole('region', { name: 'Newsletter' }));

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(contactForm().getByLabelText('Name'), 'Amina');
  await user.type(contactForm().getByLabelText('Message'), 'Habari!');
}

describe('contact page', () => {
  afterEach(() => jest.useRealTimers());

  describe('contact form', () => {
    it('needs a name and a message; phone and email are optional', async () => {
      const user = userEvent.setup();
      const sent = renderPage();
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(contactForm().getByText('Name is required.')).toBeInTheDocument();
      expect(contactForm().getByText('Message is required.')).toBeInTheDocument();
      expect(contactForm().getByLabelText('Name')).toHaveFocus();
      expect(contactForm().getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
      await user.type(contactForm().getByLabelText('Email (optional)'), 'not-an-email');
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(contactForm().getByText(auth.invalidEmail)).toBeInTheDocument();
      expect(bodiesOf(sent, contactSubmit)).toEqual([]);
    });

    it('sends the form and shows the ticket number and status, with a copy button', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const sent = renderPage(
        on(contactSubmit, () => ({ success: true, ticket_no: 'MJK-ABCDEFGH23', status: 'open' })),
      );
      await fillContact(user);
      await user.type(contactForm().getByLabelText('Phone (optional)'), '+254712345678');
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(await contactForm().findByText(contactForms.contact.received)).toHaveFocus();
      expect(bodiesOf(sent, contactSubmit)).toEqual([
        { name: 'Amina', phone: '+254712345678', email: '', message: 'Habari!' },
      ]);
      expect(contactForm().getByText('MJK-ABCDEFGH23')).toBeInTheDocument();
      expect(contactForm().getByText(contactForms.ticket.statuses.open)).toBeInTheDocument();

      const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await user.click(contactForm().getByRole('button', { name: contactForms.contact.copyTicket }));
      expect(writeText).toHaveBeenCalledWith('MJK-ABCDEFGH23');
      // The exact 2 s of 'Copied' is the copy button's own test (copy-button.test.tsx).
      expect(await contactForm().findByRole('button', { name: texts.common.copied })).toHaveTextContent(
        'Copied',
      );

      await user.click(contactForm().getByRole('button', { name: 'Send another message' }));
      expect(contactForm().getByLabelText('Name')).toHaveValue('');
      jest.useRealTimers();
    });

    it.each([
      [
        'the server error',
        on(contactSubmit, (call) => call.answer(400, { success: false, error: 'Name is too long.' })),
        'Name is too long.',
      ],
      [
        "the rate limit's message",
        on(contactSubmit, (call) => call.answer(429, { status: 'error', message: 'Too many requests.' })),
        'Too many requests.',
      ],
      [
        "'Submission failed.' without one",
        on(contactSubmit, () => serverFailure()),
        contactForms.contact.failed,
      ],
    ])('shows %s when the server refuses', async (_what, route, message) => {
      const user = userEvent.setup();
      renderPage(route);
      await fillContact(user);
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(await contactForm().findByRole('alert')).toHaveTextContent(message);
      expect(contactForm().getByLabelText('Name')).toHaveValue('Amina');
    });

    it('says so when the network fails', async () => {
      const user = userEvent.setup();
      renderPage(on(contactSubmit, networkFailure));
      await fillContact(user);
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(await contactForm().findByRole('alert')).toHaveTextContent(contactForms.contact.network);
    });
  });

  describe('ticket status check', () => {
    it('shows the status, when the team responded, and the response', async () => {
      const user = userEvent.setup();
      const sent = renderPage(
        on(checkTicketStatus, () => ({
          success: true,
          status: 'resolved',
          response: 'Karibu! See you at the meeting.',
          responded_at: '2026-06-01T11:00:00.000Z',
        })),
      );
      await user.type(ticketCheck().getByLabelText('Ticket number'), ' mjk-abcdefgh23 ');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      const result = await ticketCheck().findByLabelText('Ticket status');
      expect(bodiesOf(sent, checkTicketStatus)).toEqual([{ ticket_no: 'mjk-abcdefgh23' }]);
      expect(result).toHaveTextContent('StatusResolved');
      expect(result).toHaveTextContent('Responded at');
      expect(within(result).getByText(/2026/).closest('time')).toHaveAttribute(
        'dateTime',
        '2026-06-01T11:00:00.000Z',
      );
      expect(result).toHaveTextContent('Karibu! See you at the meeting.');
    });

    it("says 'No response yet.' before the team answers", async () => {
      const user = userEvent.setup();
      renderPage(
        on(checkTicketStatus, () => ({ success: true, status: 'open', response: null, responded_at: null })),
      );
      await user.type(ticketCheck().getByLabelText('Ticket number'), 'MJK-ABCDEFGH23');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      const result = await ticketCheck().findByLabelText('Ticket status');
      expect(result).toHaveTextContent(contactForms.ticket.statuses.open);
      expect(result).toHaveTextContent(contactForms.ticket.noResponse);
      expect(result).not.toHaveTextContent('Responded at');
    });

    it.each([
      [
        'the server error',
        on(checkTicketStatus, (call) =>
          call.answer(404, { success: false, error: contactForms.ticket.notFound }),
        ),
        contactForms.ticket.notFound,
      ],
      [
        "'Ticket not found.' without one",
        on(checkTicketStatus, () => serverFailure()),
        contactForms.ticket.notFound,
      ],
    ])('shows %s for an unknown ticket', async (_what, route, message) => {
      const user = userEvent.setup();
      renderPage(route);
      await user.type(ticketCheck().getByLabelText('Ticket number'), 'MJK-NOPE');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(await ticketCheck().findByRole('alert')).toHaveTextContent(message);
    });

    it('says so when the network fails, and needs a number first', async () => {
      const user = userEvent.setup();
      const sent = renderPage(on(checkTicketStatus, networkFailure));
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(ticketCheck().getByRole('alert')).toHaveTextContent('Ticket number is required.');
      expect(bodiesOf(sent, checkTicketStatus)).toEqual([]);
      await user.type(ticketCheck().getByLabelText('Ticket number'), 'MJK-ABCDEFGH23');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(await ticketCheck().findByText(contactForms.ticket.network)).toBeInTheDocument();
    });
  });

  describe('newsletter', () => {
    it('checks the email, then thanks the subscriber', async () => {
      const user = userEvent.setup();
      const sent = renderPage(on(newsletterSubscribe, () => ({ message: contactForms.newsletter.thanks })));
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(newsletter().getByText(contactForms.newsletter.invalidEmail)).toBeInTheDocument();
      expect(bodiesOf(sent, newsletterSubscribe)).toEqual([]);
      await user.type(newsletter().getByLabelText('Email'), 'zawadi@example.org');
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(await newsletter().findByRole('status')).toHaveTextContent(contactForms.newsletter.thanks);
      expect(bodiesOf(sent, newsletterSubscribe)).toEqual([{ email: 'zawadi@example.org' }]);
      expect(newsletter().queryByLabelText('Email')).not.toBeInTheDocument();
    });

    it.each([
      [
        'the server error',
        on(newsletterSubscribe, (call) => call.answer(400, { error: contactForms.newsletter.invalidEmail })),
        contactForms.newsletter.invalidEmail,
      ],
      [
        "the rate limit's message",
        on(newsletterSubscribe, (call) =>
          call.answer(429, { status: 'error', message: 'Too many requests.' }),
        ),
        'Too many requests.',
      ],
      [
        "'An error occurred.' without one",
        on(newsletterSubscribe, () => serverFailure()),
        contactForms.newsletter.failed,
      ],
    ])('shows %s when the server refuses', async (_what, route, message) => {
      const user = userEvent.setup();
      renderPage(route);
      await user.type(newsletter().getByLabelText('Email'), 'zawadi@example.org');
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(await newsletter().findByText(message)).toBeInTheDocument();
    });

    it('says so when the network fails', async () => {
      const user = userEvent.setup();
      renderPage(on(newsletterSubscribe, networkFailure));
      await user.type(newsletter().getByLabelText('Email'), 'zawadi@example.org');
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(await newsletter().findByText(contactForms.newsletter.network)).toBeInTheDocument();
    });
  });

  it('lists the community groups with their member counts', () => {
    renderPage();
    const groups = within(screen.getByRole('region', { name: contactPage.groupsTitle }));
    expect(groups.getByText('900+')).toBeInTheDocument();
    expect(groups.getByText('877+')).toBeInTheDocument();
    expect(groups.getByRole('link', { name: contactPage.messageLink })).toHaveAttribute(
      'href',
      '#contact-form',
    );
  });
});
