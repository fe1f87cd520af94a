import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { readOf, texts, useSession } from 'shared-ui';
import { addProduct, getFilters, viewMyProducts } from 'shared-ui/contracts/shop';
import { logout } from 'shared-ui/contracts/users';
import { auth } from 'shared-ui/texts/auth';
import { marketplace } from 'shared-ui/texts/marketplace';
import { limits } from 'shared-ui/validation';
import { sell as t } from '../../texts/sell.ts';
import { localToday } from './api.ts';
import { SellPage } from './sell-page.tsx';
import { fakeApi, networkFailure, offContract, on, type FakeRoute } from '../../../../jest/fake-api.ts';

const USER = { id: 9, username: 'Kahindi', email: 'kahindi@example.com', following: [] };

const categories = on(getFilters, () => ({ categories: ['Crafts', 'Food'] }));

/**
 * Renders the sell page with the API answering the categories and `routes` (the upload's answer);
 * returns the requests sent.
 */
function renderSell(...routes: FakeRoute[]) {
  const sent = fakeApi(categories, ...routes);
  render(
    <MemoryRouter initialEntries={['/sell']}>
      <Routes>
        <Route path="/sell" element={<SellPage />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return sent;
}

const picture = (name = 'pot.png', type = 'image/png') => new File(['png'], name, { type });
const nextYear = `${new Date().getFullYear() + 1}-01-31`;

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText(t.name), 'Clay pot');
  await userEvent.type(screen.getByLabelText(t.description), 'Fired in Rabai');
  await userEvent.type(screen.getByLabelText(t.price), '1200');
  await userEvent.type(screen.getByLabelText(t.location), 'Rabai');
  await userEvent.type(screen.getByLabelText(t.category), 'Crafts');
  await userEvent.type(screen.getByLabelText(t.whatsapp), '712345678');
  await userEvent.type(screen.getByLabelText(t.expiryDate), nextYear);
  await userEvent.upload(screen.getByLabelText(t.image(1)), picture());
}

const submit = () => userEvent.click(screen.getByRole('button', { name: t.submit }));

describe('sell page', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => useSession.getState().signOut());

  it('asks a guest to log in with the login modal, and offers it again after closing', async () => {
    renderSell();
    const dialog = screen.getByRole('dialog', { name: auth.loginTitle });
    expect(dialog).toHaveTextContent(marketplace.products.loginToSubmit);
    expect(screen.queryByRole('form', { name: t.formTitle })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.logIn }));
    expect(screen.getByRole('dialog', { name: auth.loginTitle })).toBeInTheDocument();
  });

  it('greets a member, links View My Products to their own server page and offers the categories in use', async () => {
    useSession.getState().signIn(USER);
    renderSell();
    expect(screen.getByText(t.greeting('Kahindi'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: marketplace.viewMyProducts })).toHaveAttribute(
      'href',
      `${location.origin}/api/${readOf(viewMyProducts, { query: { user_id: '9' } })}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const suggestions = document.getElementById(screen.getByLabelText(t.category).getAttribute('list') ?? '');
    await waitFor(() =>
      expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
        'Crafts',
        'Food',
      ]),
    );
  });

  it('logs out and goes home', async () => {
    useSession.getState().signIn(USER);
    const sent = renderSell(on(logout, () => ({ status: 'success', message: 'Logged out.' })));
    await userEvent.click(screen.getByRole('button', { name: t.logout }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
    // Signing out also ends the server session.
    await waitFor(() => expect(sent.some((request) => request.endpoint === logout)).toBe(true));
  });

  it('keeps the WhatsApp number starting +254, cut at 13, and back to +254 when emptied', async () => {
    useSession.getState().signIn(USER);
    renderSell();
    const whatsapp = screen.getByLabelText(t.whatsapp);
    expect(whatsapp).toHaveValue(limits.whatsappPrefix);
    await userEvent.type(whatsapp, '7123456789999');
    expect(whatsapp).toHaveValue('+254712345678');
    await userEvent.clear(whatsapp);
    expect(whatsapp).toHaveValue(limits.whatsappPrefix);
  });

  it.each(['+254712345678', '0712345678', '712345678', '+254 712 345 678'])(
    'makes %s, pasted after the +254 or over it, +254712345678',
    async (number) => {
      useSession.getState().signIn(USER);
      renderSell();
      const whatsapp = screen.getByLabelText(t.whatsapp);
      await userEvent.click(whatsapp);
      await userEvent.paste(number);
      expect(whatsapp).toHaveValue('+254712345678');
      await userEvent.tripleClick(whatsapp);
      await userEvent.paste(number);
      expect(whatsapp).toHaveValue('+254712345678');
    },
  );

  it('puts the +254 back when a digit of it is deleted', async () => {
    useSession.getState().signIn(USER);
    renderSell();
    const whatsapp = screen.getByLabelText(t.whatsapp);
    await userEvent.type(whatsapp, '712');
    // Once the field has put the caret at the end, a backspace right after the 4 of +254.
    await act(() => new Promise(requestAnimationFrame));
    await userEvent.type(whatsapp, '{Backspace}', {
      skipClick: true,
      initialSelectionStart: 4,
      initialSelectionEnd: 4,
    });
    expect(whatsapp).toHaveValue('+254712');
  });

  it('shows every rule before sending anything', async () => {
    useSession.getState().signIn(USER);
    const sent = renderSell();
    await submit();
    const form = screen.getByRole('form', { name: t.formTitle });
    for (const text of [
      texts.validation.required('Name'),
      texts.validation.required('Description'),
      texts.validation.required('Price'),
      texts.validation.required('Location'),
      texts.validation.required('Category'),
      texts.validation.whatsapp,
      texts.validation.required('Expiry date'),
      texts.validation.required('Image 1'),
    ]) {
      expect(form).toHaveTextContent(text);
    }
    await userEvent.type(screen.getByLabelText(t.price), '-5');
    await userEvent.type(screen.getByLabelText(t.expiryDate), '2020-01-01');
    await submit();
    expect(screen.getByLabelText(t.price)).toHaveAccessibleDescription(texts.validation.negative('Price'));
    expect(screen.getByLabelText(t.expiryDate)).toHaveAccessibleDescription(
      expect.stringContaining(texts.validation.pastDate),
    );
    expect(sent.filter((request) => request.endpoint === addProduct)).toHaveLength(0);
    expect(screen.getByLabelText(t.expiryDate)).toHaveAttribute('min', localToday());
  });

  it('sends the product with the pictures and the seller id, then empties the form', async () => {
    useSession.getState().signIn(USER);
    const sent = renderSell(
      on(addProduct, () => ({ message: 'Product added successfully!', product_id: 42 })),
    );
    await fillValidForm();
    await userEvent.upload(screen.getByLabelText(t.image(3)), picture('side.webp', 'image/webp'));
    await submit();
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.seeProduct })).toHaveAttribute('href', '/product/42');
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.endpoint)).toEqual([addProduct]);
    const upload = posts[0]!;
    // The multipart form's text fields, and the names of the files it carries.
    expect(upload.body).toMatchObject({
      product_name: 'Clay pot',
      price: '1200',
      contact_whatsapp: '+254712345678',
      expiry_date: nextYear,
      user_id: '9',
      image_1: 'pot.png',
      image_3: 'side.webp',
    });
    expect(upload.body).not.toHaveProperty('image_2');
    expect(screen.getByLabelText(t.name)).toHaveValue('');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    useSession.getState().signIn(USER);
    renderSell(on(addProduct, (call) => call.answer(400, { message: 'Image 1 must be an image file.' })));
    await fillValidForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Image 1 must be an image file.');
    expect(screen.getByLabelText(t.name)).toHaveValue('Clay pot');
  });

  it('keeps the form on a lost connection, says so, and asks to log in when the session ended', async () => {
    useSession.getState().signIn(USER);
    // The first upload meets a lost connection; the next finds the session ended.
    let attempts = 0;
    renderSell(
      on(addProduct, (call) =>
        ++attempts === 1
          ? networkFailure()
          : call.answer(401, { message: marketplace.products.loginToSubmit }),
      ),
    );
    await fillValidForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(marketplace.products.submitFailed);
    expect(screen.getByLabelText(t.description)).toHaveValue('Fired in Rabai');

    await submit();
    expect(await screen.findByRole('dialog', { name: auth.loginTitle })).toBeInTheDocument();
  });

  it('says an answer without the new product is unexpected', async () => {
    useSession.getState().signIn(USER);
    // No status or body the contract gives: the form must not take it for a listing.
    renderSell(on(addProduct, () => offContract(200, {})));
    await fillValidForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(marketplace.products.unexpected);
  });

  it('shows the progress while sending and cancels the upload, keeping the form', async () => {
    useSession.getState().signIn(USER);
    // The whole body goes out; the answer has not come when the visitor cancels.
    renderSell(on(addProduct, () => new Promise<never>(() => undefined)));
    await fillValidForm();
    await submit();
    expect(await screen.findByText(t.sending(100))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.submitting })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: t.cancelUpload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.cancelled);
    expect(screen.getByLabelText(t.name)).toHaveValue('Clay pot');
  });
});
