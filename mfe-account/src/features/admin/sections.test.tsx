import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, type AdminTicket } from 'shared-ui';
import { fakeApi, type FakeAnswer } from '../../../../jest/fake-api.ts';
import { admin as t } from 'shared-ui/texts/admin';
import { ListingsSection } from './listings-section.tsx';
import { MembersSection } from './members-section.tsx';
import { NewsSection } from './news-section.tsx';
import { TicketsSection } from './tickets-section.tsx';
import { VideosSection } from './videos-section.tsx';

/** Renders a section with the API answering through `answer`; returns the requests sent. */
function renderWith(section: ReactNode, answer: FakeAnswer) {
  const requests = fakeApi(answer);
  render(<MemoryRouter>{section}</MemoryRouter>);
  return requests;
}

/** Types into the field labelled `label` as a paste (one input event, as a phone's keyboard may). */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

const posted = async (requests: Request[], path: string) => {
  const request = requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/${path}`);
  if (!request) throw new Error(`no POST to ${path}`);
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : null;
};

const TICKET: AdminTicket = {
  ticket_no: 'MJK-ABCDEFGHIJ',
  name: 'Neema',
  phone: '',
  email: 'neema@example.org',
  message: 'When is the next workshop?',
  status: 'open',
  response: null,
  responded_at: null,
  created_at: '2026-06-01T10:00:00.000Z',
};

afterEach(() => {
  jest.restoreAllMocks();
  configureApi(undefined);
});

describe('admin sections', () => {
  it('tickets: reads the message, sets the status and writes the response the visitor sees', async () => {
    const requests = renderWith(<TicketsSection />, (request, url) => {
      if (request.method === 'GET') return Response.json({ tickets: [TICKET], page: 1, hasMore: false });
      if (url.pathname.endsWith(TICKET.ticket_no))
        return Response.json({
          status: 'success',
          message: 'Ticket updated.',
          ticket: {
            ...TICKET,
            status: 'resolved',
            response: 'Saturday.',
            responded_at: '2026-06-02T10:00:00Z',
          },
        });
    });
    const card = (await screen.findByText(TICKET.message)).closest('li')!;
    await userEvent.selectOptions(within(card).getByLabelText(t.status), 'resolved');
    await userEvent.type(within(card).getByLabelText(t.tickets.response), 'Saturday.');
    await userEvent.click(within(card).getByRole('button', { name: t.tickets.saveTicket }));
    expect(await within(card).findByText(t.tickets.saved)).toBeInTheDocument();
    expect(within(card).getByRole('heading')).toHaveTextContent(
      `${TICKET.ticket_no} · ${t.statuses.resolved}`,
    );
    expect(await posted(requests, `admin/tickets/${TICKET.ticket_no}`)).toEqual({
      status: 'resolved',
      response: 'Saturday.',
    });
    expect(new URL(requests[0]!.url).searchParams.has('status')).toBe(false);
  });

  it('news: creates an item with every field; empty optional fields go as null; a refusal is shown', async () => {
    let refuse = true;
    const requests = renderWith(<NewsSection />, (request) => {
      if (request.method === 'GET') return Response.json({ success: true, data: [] });
      if (refuse) {
        refuse = false;
        return Response.json({ status: 'error', message: 'launches_on must be a date.' }, { status: 400 });
      }
      return Response.json({ status: 'success', message: 'News item created.' }, { status: 201 });
    });
    expect(await screen.findByText(t.news.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.news.add }));
    await fill(t.news.fields.name, 'Kaya festival');
    await fill(t.news.fields.launches_on, '2026-08-15');
    await fill(t.news.fields.short_description, 'Soon');
    await fill(t.news.fields.full_description, 'Songs and walks');
    await fill(t.news.fields.image_1, '/api/images/kaya.webp');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('launches_on must be a date.');
    expect(screen.getByLabelText(t.news.fields.name)).toHaveValue('Kaya festival');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('News item created.');
    expect(screen.queryByLabelText(t.news.fields.name)).not.toBeInTheDocument();
    expect(await posted(requests, 'admin/news')).toEqual({
      name: 'Kaya festival',
      launches_on: '2026-08-15',
      short_description: 'Soon',
      full_description: 'Songs and walks',
      link: null,
      image_1: '/api/images/kaya.webp',
      image_2: null,
      video_url: null,
    });
  });

  it('featured videos: moves a video up and deletes a comment after asking', async () => {
    const video = (
      id: number,
      comments: { comment_id: number; username: string; comment: string }[] = [],
    ) => ({
      video_id: id,
      video_name: `Video ${id}`,
      video_url: 'https://www.youtube.com/embed/Kx9pR2mTq4A',
      description: 'A film',
      views: 3,
      total_likes: 1,
      created_at: '2026-06-01T10:00:00.000Z',
      comments: comments.map((c) => ({ ...c, created_at: '2026-06-01T10:00:00.000Z' })),
    });
    const requests = renderWith(<VideosSection />, (request) => {
      if (request.method === 'GET')
        return Response.json({
          success: true,
          videos: [video(1), video(2, [{ comment_id: 9, username: 'Troll', comment: 'Rude' }])],
        });
      return Response.json({ status: 'success', message: 'Done.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: t.videos.moveUp('Video 2') }));
    expect(await posted(requests, 'admin/featured-videos/order')).toEqual({ ids: [2, 1] });
    await userEvent.click(screen.getByRole('button', { name: t.videos.deleteComment('Troll') }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.delete }));
    expect(await posted(requests, 'admin/featured-comments/9/delete')).toBeNull();
  });

  it('members: makes a member an administrator after asking, and removes their content', async () => {
    const amina = {
      id: 5,
      username: 'Amina',
      email: 'amina@example.org',
      role: 'member',
      created_at: '2026-06-01T10:00:00Z',
    };
    const requests = renderWith(<MembersSection />, (request, url) => {
      if (url.pathname.endsWith('/admin/users'))
        return Response.json({ users: [amina], page: 1, pageSize: 50, total: 1 });
      if (url.pathname.endsWith('/content')) {
        const page = Number(url.searchParams.get('page'));
        const item =
          page === 1
            ? { kind: 'reel', id: 3, title: 'Spam reel' }
            : { kind: 'song', id: 8, title: 'Old song' };
        return Response.json({
          user: amina,
          content: [{ ...item, status: null, created_at: '2026-06-01T10:00:00Z' }],
          page,
          hasMore: page === 1,
        });
      }
      return Response.json({ status: 'success', message: 'Done.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: t.members.makeAdmin }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t.members.confirmRole('Amina', 'admin'));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: t.members.makeAdmin }),
    );
    expect(await posted(requests, 'admin/roles')).toEqual({ user_id: 5, role: 'admin' });

    await userEvent.click(screen.getByRole('button', { name: t.members.content }));
    const content = await screen.findByRole('region', { name: t.members.contentOf('Amina') });
    // Content past the first page is read with Load More.
    await userEvent.click(await within(content).findByRole('button', { name: t.loadMore }));
    expect(await within(content).findByText('Old song')).toBeInTheDocument();
    expect(within(content).queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    await userEvent.click(within(content).getAllByRole('button', { name: t.remove })[0]!);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.remove }));
    expect(await posted(requests, 'users/delete_reel.php')).toEqual({ reelId: 3 });
  });

  it('marketplace: lists the expired listings first and removes one through the delete call', async () => {
    const listing = {
      id: 4,
      product_name: 'Old basket',
      price: 1500,
      category: 'Crafts',
      location: 'Kilifi',
      expiry_date: '2026-05-31',
      image_1: 'b.webp',
      user_id: 2,
      seller_name: 'Kadzo',
      created_at: '2026-05-01T10:00:00Z',
    };
    const requests = renderWith(<ListingsSection />, (request) => {
      if (request.method === 'GET') return Response.json({ products: [listing], page: 1, hasMore: false });
      return Response.json({ success: true, message: 'Product deleted.' });
    });
    expect(await screen.findByRole('heading', { name: 'Old basket' })).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('expired')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: t.remove }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.remove }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product deleted.');
    expect(screen.queryByRole('heading', { name: 'Old basket' })).not.toBeInTheDocument();
    expect(await posted(requests, 'shop/delete_product.php')).toEqual({ product_id: 4 });
  });
});
