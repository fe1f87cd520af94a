import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { createArticle, getCategories } from 'shared-ui/contracts/pages';
import { account } from 'shared-ui/texts/account';
import { networkFailure, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { article } from '../../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../../test/render-page.tsx';
import { CreatePage } from './create-page.tsx';

const t = account.create;
const CATEGORIES = { Culture: ['Dance', 'Food'], History: ['Elders'] };
const png = (name = 'drum.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });

afterEach(cleanUpPage);

/** Opens the article form with the categories and `routes` (the upload's answer); returns the requests sent. */
function openArticleForm(...routes: FakeRoute[]) {
  const { sent } = renderPage('/create?tab=article', { '/create': <CreatePage /> }, [
    on(getCategories, () => CATEGORIES),
    ...routes,
  ]);
  return sent;
}

const uploads = (sent: ReturnType<typeof openArticleForm>) =>
  sent.filter((request) => request.endpoint === createArticle);

async function fillArticle() {
  await userEvent.type(screen.getByLabelText(/Article name/), 'Kaya forests');
  await userEvent.type(screen.getByLabelText(/^Description/), 'The sacred forests of the nine tribes.');
  await screen.findByRole('option', { name: 'Culture' });
  await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'Culture');
  await userEvent.selectOptions(screen.getByLabelText(/^Subcategory/), 'Dance');
  await userEvent.upload(screen.getByLabelText(/Main image/), png());
}

describe('Create Article', () => {
  it('names every missing field and sends nothing', async () => {
    const sent = openArticleForm();
    await userEvent.click(await screen.findByRole('button', { name: t.submit }));
    expect(screen.getByText(texts.validation.required('Name'))).toBeInTheDocument();
    expect(screen.getByText(texts.validation.required('Description'))).toBeInTheDocument();
    expect(screen.getByText(texts.validation.required('Category'))).toBeInTheDocument();
    expect(screen.getByText(texts.validation.required('Subcategory'))).toBeInTheDocument();
    expect(screen.getByText(texts.validation.required('The main image'))).toBeInTheDocument();
    expect(screen.getByLabelText(/Article name/)).toHaveFocus();
    expect(uploads(sent)).toHaveLength(0);
  });

  it('keeps the name at 20 characters and the description at 300, with counters', async () => {
    openArticleForm();
    const name = screen.getByLabelText(/Article name/);
    await userEvent.type(name, 'Mijikenda oral histories');
    expect(name).toHaveValue('Mijikenda oral histo');
    expect(screen.getByText(texts.form.characterCount(20, 20))).toBeInTheDocument();
    const description = screen.getByLabelText(/^Description/);
    expect(description).toHaveAttribute('maxlength', '300');
    expect(screen.getByText(texts.form.characterCount(0, 300))).toBeInTheDocument();
  });

  it('offers the chosen category’s subcategories only', async () => {
    openArticleForm();
    const subcategory = screen.getByLabelText(/^Subcategory/);
    expect(subcategory).toBeDisabled();
    await screen.findByRole('option', { name: 'History' });
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'History');
    expect(screen.getByRole('option', { name: 'Elders' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Dance' })).not.toBeInTheDocument();
  });

  it('refuses a main image that is not an image', async () => {
    openArticleForm();
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/Main image/), pdf, { applyAccept: false });
    expect(screen.getByText(texts.form.invalidType('image/*'))).toBeInTheDocument();
  });

  it("sends the article as pending with 1 like, says so, empties the form and links to the member's list", async () => {
    const sent = openArticleForm(
      on(createArticle, () => ({ status: 'success', message: 'Article created.', article: article(31) })),
    );
    await fillArticle();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(account.create.articleCreated)).toBeInTheDocument();
    const [upload] = uploads(sent);
    expect(upload?.path).toBe('users/create_article.php');
    // With the session cookie: the server knows the member by it.
    expect(upload?.credentials).toBe('include');
    // The multipart form's text fields, and the names of the files it carries.
    expect(upload?.body).toEqual({
      user_id: '7',
      article_name: 'Kaya forests',
      description: 'The sacred forests of the nine tribes.',
      category: 'Culture',
      subcategory: 'Dance',
      status: 'pending',
      likes_count: '1',
      image1: 'drum.png',
    });
    expect(screen.getByLabelText(/Article name/)).toHaveValue('');
    expect(screen.getByRole('link', { name: t.seeList.article })).toHaveAttribute(
      'href',
      '/user/articles?userid=7',
    );
  });

  it("shows 'Submitting...' and the upload's percentage, and a cancelled upload keeps everything", async () => {
    // The upload is sent, and its answer never comes: the member cancels it.
    openArticleForm(on(createArticle, () => new Promise(() => undefined)));
    await fillArticle();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByRole('button', { name: account.create.submitting })).toBeDisabled();
    expect(await screen.findByText(texts.form.uploading(100))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.cancelUpload }));
    expect(await screen.findByText(t.cancelled)).toBeInTheDocument();
    expect(screen.getByLabelText(/Article name/)).toHaveValue('Kaya forests');
    expect(screen.getByLabelText(/^Subcategory/)).toHaveValue('Dance');
    expect(screen.getByText(texts.form.selectedFile('drum.png', '64 B'))).toBeInTheDocument();
  });

  it("keeps what was typed when the connection drops, with the spec's text", async () => {
    openArticleForm(on(createArticle, networkFailure));
    await fillArticle();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(account.create.articleFailed);
    expect(screen.getByText(t.kept)).toBeInTheDocument();
    expect(screen.getByLabelText(/Article name/)).toHaveValue('Kaya forests');
  });

  it("shows the server's reason for a refusal, and the spec's text for a server failure", async () => {
    let attempts = 0;
    openArticleForm(
      on(createArticle, (call) =>
        ++attempts === 1
          ? call.answer(400, { status: 'error', message: 'The main image is damaged or incomplete.' })
          : serverFailure(500, { status: 'error', message: 'Internal Server Error' }),
      ),
    );
    await fillArticle();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The main image is damaged or incomplete.');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(account.create.articleFailed));
  });
});
