import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Endpoint } from 'shared-ui';
import {
  answerTicket,
  createNews,
  deleteFeaturedComment,
  getMemberContent,
  listAccounts,
  listProducts,
  listTickets,
  orderFeaturedVideos,
  setRole,
} from 'shared-ui/contracts/admin';
import { getNews } from 'shared-ui/contracts/news';
import { deleteProduct } from 'shared-ui/contracts/shop';
import { deleteReel } from 'shared-ui/contracts/users';
import { fetchMetadata } from 'shared-ui/contracts/youtube';
import { fakeApi, on, type FakeRoute, type Sent } from '../../../../jest/fake-api.ts';
import {
  account,
  contentItem,
  featuredComment,
  featuredVideo,
  listing,
  newsItem,
  ticket,
} from '../../test/fixtures.ts';
import { admin as t } from '../../texts/admin.ts';
import { ListingsSection } from './listings-section.tsx';
import { MembersSection } from './members-section.tsx';
import { NewsSection } from './news-section.tsx';
import { TicketsSection } from './tickets-section.tsx';
import { VideosSection } from './videos-section.tsx';

/** Renders a section with the API answering by `routes`; returns the requests sent. */
function renderWith(section: ReactNode, ...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(<MemoryRouter>{section}</MemoryRouter>);
  return sent;
}

/** Types into the field labelled `label` as a paste (one input event, as a phone's keyboard may). */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/** The body of the last call of `endpoint`. */
const posted = (sent: Sent[], endpoint: Endpoint) => {
  const request = sent.findLast((candidate) => candidate.endpoint === endpoint);
  if (!request) throw new Error(`no call of ${endpoint.path}`);
  return request.body;
};

const TICKET = ticket('MJK-ABCDEFGHIJ');

describe('admin sections', () => {
  it('tickets: reads the message, sets the status and writes the response the visitor sees', async () => {
    const sent = renderWith(
      <TicketsSection />,
      on(listTickets, () => ({ status: 'success', tickets: [TICKET], page: 1, hasMore: false })),
      on(answerTicket, () => ({
        status: 'success',
        message: 'Ticket updated.',
        ticket: {
          ...TICKET,
          status: 'resolved',
          response: 'Saturday.',
          responded_at: '2026-06-02T10:00:00Z',
        },
      })),
    );
    const card = (await screen.findByText(TICKET.message)).closest('li')!;
    await userEvent.selectOptions(within(card).getByLabelText(t.status), 'resolved');
    await userEvent.type(within(card).getByLabelText(t.tickets.response), 'Saturday.');
    await userEvent.click(within(card).getByRole('button', { name: t.tickets.saveTicket }));
    expect(await within(card).findByText(t.tickets.saved)).toBeInTheDocument();
    expect(within(card).getByRole('heading')).toHaveTextContent(
      `${TICKET.ticket_no} · ${t.statuses.resolved}`,
    );
    expect(sent.find((request) => request.endpoint === answerTicket)?.path).toBe(
      `admin/tickets/${TICKET.ticket_no}`,
    );
    expect(posted(sent, answerTicket)).toEqual({ status: 'resolved', response: 'Saturday.' });
    expect(sent[0]!.query.has('status')).toBe(false);
  });

  it('news: creates an item with every field; empty optional fields go as null; a refusal is shown', async () => {
    let refuse = true;
    const sent = renderWith(
      <NewsSection />,
      on(getNews, () => ({ success: true, data: [] })),
      on(createNews, (call) => {
        const refused = refuse;
        refuse = false;
        return refused
          ? call.answer(400, { status: 'error', message: 'launches_on must be a date.' })
          : { status: 'success', message: 'News item created.', news: newsItem(1) };
      }),
    );
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
    expect(posted(sent, createNews)).toEqual({
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
    const done = () => ({ status: 'success' as const, message: 'Done.' });
    const sent = renderWith(
      <VideosSection />,
      on(fetchMetadata, () => ({
        success: true,
        videos: [
          featuredVideo(1),
          featuredVideo(2, { comments: [featuredComment(9, { username: 'Troll', comment: 'Rude' })] }),
        ],
      })),
      on(orderFeaturedVideos, done),
      on(deleteFeaturedComment, done),
    );
    await userEvent.click(await screen.findByRole('button', { name: t.videos.moveUp('Video 2') }));
    expect(posted(sent, orderFeaturedVideos)).toEqual({ ids: [2, 1] });
    await userEvent.click(screen.getByRole('button', { name: t.videos.deleteComment('Troll') }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.delete }));
    await screen.findByText('Done.');
    const removal = sent.find((request) => request.endpoint === deleteFeaturedComment);
    expect([removal?.method, removal?.path, removal?.body]).toEqual([
      'POST',
      'admin/featured-comments/9/delete',
      null,
    ]);
  });

  it('members: makes a member an administrator after asking, and removes their content', async () => {
    const amina = account(5, { username: 'Amina', email: 'amina@example.org' });
    const sent = renderWith(
      <MembersSection />,
      on(listAccounts, () => ({ status: 'success', users: [amina], page: 1, pageSize: 50, total: 1 })),
      on(getMemberContent, ({ query }) => {
        const page = Number(query.get('page'));
        const item =
          page === 1
            ? contentItem(3, { kind: 'reel', title: 'Spam reel' })
            : contentItem(8, { kind: 'song', title: 'Old song' });
        return { status: 'success', user: amina, content: [item], page, hasMore: page === 1 };
      }),
      on(setRole, () => ({ status: 'success', message: 'Done.', user: { ...amina, role: 'admin' } })),
      on(deleteReel, () => ({ status: 'success', message: 'Done.' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: t.members.makeAdmin }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t.members.confirmRole('Amina', 'admin'));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: t.members.makeAdmin }),
    );
    await screen.findByText('Done.');
    expect(posted(sent, setRole)).toEqual({ user_id: 5, role: 'admin' });

    await userEvent.click(screen.getByRole('button', { name: t.members.content }));
    const content = await screen.findByRole('region', { name: t.members.contentOf('Amina') });
    // Content past the first page is read with Load More.
    await userEvent.click(await within(content).findByRole('button', { name: t.loadMore }));
    expect(await within(content).findByText('Old song')).toBeInTheDocument();
    expect(within(content).queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    await userEvent.click(within(content).getAllByRole('button', { name: t.remove })[0]!);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.remove }));
    await screen.findByText('Done.');
    expect(posted(sent, deleteReel)).toEqual({ reelId: 3 });
  });

  it('marketplace: lists the expired listings first and removes one through the delete call', async () => {
    const sent = renderWith(
      <ListingsSection />,
      on(listProducts, () => ({
        status: 'success',
        products: [listing(4, { product_name: 'Old basket' })],
        page: 1,
        hasMore: false,
      })),
      on(deleteProduct, () => ({ success: true, message: 'Product deleted.' })),
    );
    expect(await screen.findByRole('heading', { name: 'Old basket' })).toBeInTheDocument();
    expect(sent[0]!.query.get('expired')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: t.remove }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.remove }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product deleted.');
    expect(screen.queryByRole('heading', { name: 'Old basket' })).not.toBeInTheDocument();
    expect(posted(sent, deleteProduct)).toEqual({ product_id: 4 });
  });
});
