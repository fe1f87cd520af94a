import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { contactPage } from 'shared-ui/texts/contact';
import { checkTicketStatus, submitContact, subscribeNewsletter } from './api.ts';
import { ContactPage } from './contact-page.tsx';

// The API functions stand in for the server here; the end-to-end suite runs the real one.
jest.mock('./api.ts', () => ({
  submitContact: jest.fn(),
  checkTicketStatus: jest.fn(),
  subscribeNewsletter: jest.fn(),
}));
const submit = jest.mocked(submitContact);
const check = jest.mocked(checkTicketStatus);
const subscribe = jest.mocked(subscribeNewsletter);

const contactForm = () => within(screen.getByRole('region', { name: 'Send us a message' }));
const ticketCheck = () => within(screen.getByRole('region', { name: 'Check a ticket' }));
const newsletter = () => within(screen.getByRole('region', { name: 'Newsletter' }));

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(contactForm().getByLabelText('Name'), 'Amina');
  await user.type(contactForm().getByLabelText('Message'), 'Habari!');
}

describe('contact page', () => {
  afterEach(() => jest.useRealTimers());
  beforeEach(() => {
    submit.mockReset();
    check.mockReset();
    subscribe.mockReset();
  });

  describe('contact form', () => {
    it('needs a name and a message; phone and email are optional', async () => {
      const user = userEvent.setup();
      render(<ContactPage />);
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(contactForm().getByText('Name is required.')).toBeInTheDocument();
      expect(contactForm().getByText('Message is required.')).toBeInTheDocument();
      expect(contactForm().getByLabelText('Name')).toHaveFocus();
      expect(contactForm().getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
      await user.type(contactForm().getByLabelText('Email (optional)'), 'not-an-email');
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(contactForm().getByText(auth.invalidEmail)).toBeInTheDocument();
      expect(submit).not.toHaveBeenCalled();
    });

    it('sends the form and shows the ticket number and status, with a copy button', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      submit.mockResolvedValue({ success: true, ticket_no: 'MJK-ABCDEFGH23', status: 'open' });
      render(<ContactPage />);
      await fillContact(user);
      await user.type(contactForm().getByLabelText('Phone (optional)'), '+254712345678');
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(submit).toHaveBeenCalledWith({
        name: 'Amina',
        phone: '+254712345678',
        email: '',
        message: 'Habari!',
      });
      expect(await contactForm().findByText(texts.contact.received)).toHaveFocus();
      expect(contactForm().getByText('MJK-ABCDEFGH23')).toBeInTheDocument();
      expect(contactForm().getByText(texts.ticket.statuses.open)).toBeInTheDocument();

      const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await user.click(contactForm().getByRole('button', { name: texts.contact.copyTicket }));
      expect(writeText).toHaveBeenCalledWith('MJK-ABCDEFGH23');
      // The exact 2 s of 'Copied' is the copy button's own test (copy-button.test.tsx).
      expect(await contactForm().findByRole('button', { name: texts.contact.copied })).toHaveTextContent(
        'Copied',
      );

      await user.click(contactForm().getByRole('button', { name: 'Send another message' }));
      expect(contactForm().getByLabelText('Name')).toHaveValue('');
      jest.useRealTimers();
    });

    it.each([
      ['the server error', { success: false, error: 'Too many requests.' }, 'Too many requests.'],
      ["'Submission failed.' without one", { success: false }, texts.contact.failed],
    ])('shows %s when the server refuses', async (_what, answer, message) => {
      const user = userEvent.setup();
      submit.mockResolvedValue(answer);
      render(<ContactPage />);
      await fillContact(user);
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(await contactForm().findByRole('alert')).toHaveTextContent(message);
      expect(contactForm().getByLabelText('Name')).toHaveValue('Amina');
    });

    it('says so when the network fails', async () => {
      const user = userEvent.setup();
      submit.mockRejectedValue(new TypeError('Failed to fetch'));
      render(<ContactPage />);
      await fillContact(user);
      await user.click(contactForm().getByRole('button', { name: 'Send message' }));
      expect(await contactForm().findByRole('alert')).toHaveTextContent(texts.contact.network);
    });
  });

  describe('ticket status check', () => {
    it('shows the status, when the team responded, and the response', async () => {
      const user = userEvent.setup();
      check.mockResolvedValue({
        success: true,
        status: 'resolved',
        response: 'Karibu! See you at the meeting.',
        responded_at: '2026-06-01T11:00:00.000Z',
      });
      render(<ContactPage />);
      await user.type(ticketCheck().getByLabelText('Ticket number'), ' mjk-abcdefgh23 ');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(check).toHaveBeenCalledWith('mjk-abcdefgh23');
      const result = await ticketCheck().findByLabelText('Ticket status');
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
      check.mockResolvedValue({ success: true, status: 'open', response: null, responded_at: null });
      render(<ContactPage />);
      await user.type(ticketCheck().getByLabelText('Ticket number'), 'MJK-ABCDEFGH23');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      const result = await ticketCheck().findByLabelText('Ticket status');
      expect(result).toHaveTextContent(texts.ticket.statuses.open);
      expect(result).toHaveTextContent(texts.ticket.noResponse);
      expect(result).not.toHaveTextContent('Responded at');
    });

    it.each([
      ['the server error', { success: false, error: 'Ticket not found.' }, texts.ticket.notFound],
      ["'Ticket not found.' without one", { success: false }, texts.ticket.notFound],
    ])('shows %s for an unknown ticket', async (_what, answer, message) => {
      const user = userEvent.setup();
      check.mockResolvedValue(answer);
      render(<ContactPage />);
      await user.type(ticketCheck().getByLabelText('Ticket number'), 'MJK-NOPE');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(await ticketCheck().findByRole('alert')).toHaveTextContent(message);
    });

    it('says so when the network fails, and needs a number first', async () => {
      const user = userEvent.setup();
      check.mockRejectedValue(new TypeError('Failed to fetch'));
      render(<ContactPage />);
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(ticketCheck().getByRole('alert')).toHaveTextContent('Ticket number is required.');
      expect(check).not.toHaveBeenCalled();
      await user.type(ticketCheck().getByLabelText('Ticket number'), 'MJK-ABCDEFGH23');
      await user.click(ticketCheck().getByRole('button', { name: 'Check status' }));
      expect(await ticketCheck().findByText(texts.ticket.network)).toBeInTheDocument();
    });
  });

  describe('newsletter', () => {
    it('checks the email, then thanks the subscriber', async () => {
      const user = userEvent.setup();
      subscribe.mockResolvedValue({ message: 'Thank you for subscribing!' });
      render(<ContactPage />);
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(newsletter().getByText(texts.newsletter.invalidEmail)).toBeInTheDocument();
      expect(subscribe).not.toHaveBeenCalled();
      await user.type(newsletter().getByLabelText('Email'), 'zawadi@example.org');
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(subscribe).toHaveBeenCalledWith('zawadi@example.org');
      expect(await newsletter().findByRole('status')).toHaveTextContent(texts.newsletter.thanks);
      expect(newsletter().queryByLabelText('Email')).not.toBeInTheDocument();
    });

    it.each([
      ['the server error', { error: 'Please enter a valid email address.' }, texts.newsletter.invalidEmail],
      ["'An error occurred.' without one", {}, texts.newsletter.failed],
    ])('shows %s when the server refuses', async (_what, answer, message) => {
      const user = userEvent.setup();
      subscribe.mockResolvedValue(answer);
      render(<ContactPage />);
      await user.type(newsletter().getByLabelText('Email'), 'zawadi@example.org');
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(await newsletter().findByText(message)).toBeInTheDocument();
    });

    it('says so when the network fails', async () => {
      const user = userEvent.setup();
      subscribe.mockRejectedValue(new TypeError('Failed to fetch'));
      render(<ContactPage />);
      await user.type(newsletter().getByLabelText('Email'), 'zawadi@example.org');
      await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
      expect(await newsletter().findByText(texts.newsletter.network)).toBeInTheDocument();
    });
  });

  it('lists the community groups with their member counts', () => {
    render(<ContactPage />);
    const groups = within(screen.getByRole('region', { name: contactPage.groupsTitle }));
    expect(groups.getByText('900+')).toBeInTheDocument();
    expect(groups.getByText('877+')).toBeInTheDocument();
    expect(groups.getByRole('link', { name: contactPage.messageLink })).toHaveAttribute(
      'href',
      '#contact-form',
    );
  });
});
