import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from '../../texts/index.ts';
import { auth } from '../../texts/auth.ts';
import { contactForms } from '../../texts/contact.ts';
import { validateContact, type ContactForm } from '../../validation/forms.ts';
import { TextArea } from '../text-area/text-area.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Form, FormFailure, useForm } from './form.tsx';

type Contact = Required<ContactForm>;
const empty: Contact = { name: '', email: '', phone: '', message: '' };

function Contact({ send }: { send: (form: Contact) => Promise<void> }) {
  const form = useForm({
    initial: empty,
    validate: validateContact,
    onSubmit: send,
    failureText: contactForms.contact.network,
  });
  return (
    <Form form={form} aria-label="Contact" submitLabel="Send message" busyLabel="Sending…">
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Email (optional)" type="email" {...form.field('email')} />
      <TextArea label="Message" required {...form.field('message')} />
    </Form>
  );
}

describe('Form and useForm', () => {
  it('run the shared rule, show its messages on the fields and focus the first invalid one', async () => {
    const send = jest.fn(() => Promise.resolve());
    render(<Contact send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(texts.validation.required('Name'));
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveAccessibleDescription(
      auth.invalidEmail,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInvalid();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid form once, busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Contact send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Habari!');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith({ ...empty, name: 'Amina', message: 'Habari!' });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("shows a FormFailure's text, or the failure text when the network fails, in a red alert", async () => {
    const send = jest
      .fn<Promise<void>, [Contact]>()
      .mockRejectedValueOnce(new FormFailure(contactForms.contact.failed))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Contact send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Habari!');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactForms.contact.failed);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactForms.contact.network);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Amina');
  });
});
