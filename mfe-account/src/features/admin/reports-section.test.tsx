import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { decideReports, listReports, type ReportedItem } from 'shared-ui/contracts/admin';
import { REPORTER_MIN_AGE_DAYS, REPORTS_TO_HIDE } from 'shared-ui/contracts/reports';
import { formatDayAndTime } from 'shared-ui/dates';
import { fakeApi, networkFailure, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { report, reportedItem } from '../../test/fixtures.ts';
import { admin as t } from '../../texts/admin.ts';
import { ReportsSection } from './reports-section.tsx';

/** Renders the section with the API answering by `routes`; returns the requests sent. */
function renderWith(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(
    <MemoryRouter>
      <ReportsSection />
    </MemoryRouter>,
  );
  return sent;
}

/** The open reports, one page holding `items`. */
const reports = (items: ReportedItem[], hasMore = false) =>
  on(listReports, ({ query }) => ({ status: 'success', items, page: Number(query.get('page')), hasMore }));

/** The card of the item titled `title`. */
const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li')!;

const BASKET = reportedItem(4, {
  title: 'Woven basket',
  owner_name: 'Kadzo',
  hidden: true,
  reports_count: 3,
  first_reported_at: '2026-06-01T08:00:00Z',
  reports: [
    report({
      reason: 'scam',
      details: 'Asked for M-Pesa in advance.',
      reporter_id: 3,
      reporter_name: 'Baraka',
    }),
    report({
      reason: 'misleading',
      reporter_id: 5,
      reporter_name: 'Neema',
      created_at: '2026-06-02T09:30:00Z',
    }),
    report({ reason: 'other', reporter_id: 6, reporter_name: 'Zawadi' }),
  ],
});

describe('admin reports section', () => {
  it('lists each item with its kind, its page, its owner, the count, the hidden badge and every report', async () => {
    renderWith(
      reports([
        BASKET,
        reportedItem(31, { subject: 'article', title: 'Kaya forests' }),
        reportedItem(8, { subject: 'comment', parent_id: 31, title: 'You are all fools' }),
        reportedItem(9, { subject: 'video_comment', parent_id: 2, title: 'Buy followers here' }),
        reportedItem(12, { subject: 'reel', title: 'Dance at dusk' }),
        reportedItem(5, { subject: 'song', title: 'Ngoma', reports: [report({ reason: 'offensive' })] }),
        reportedItem(6, { subject: 'song', title: 'Loop', reports: [report({ reason: 'spam' })] }),
      ]),
    );
    const basket = await cardOf('Woven basket');
    expect(within(basket).getByRole('link', { name: 'Woven basket' })).toHaveAttribute('href', '/product/4');
    expect(within(basket).getByText(t.reports.kinds.product!)).toBeInTheDocument();
    expect(within(basket).getByText(t.reports.hidden)).toBeInTheDocument();
    expect(basket).toHaveTextContent(
      `By Kadzo · 3 reports · First reported ${formatDayAndTime('2026-06-01T08:00:00Z')}`,
    );
    const list = within(basket).getByRole('list', { name: t.reports.list('Woven basket') });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Scam or fraud');
    expect(entries[0]).toHaveTextContent('Asked for M-Pesa in advance.');
    expect(entries[1]).toHaveTextContent('Misleading or wrong');
    expect(entries[1]).toHaveTextContent(`Neema · ${formatDayAndTime('2026-06-02T09:30:00Z')}`);
    expect(entries[2]).toHaveTextContent('Something else');

    const pages: [string, string, string][] = [
      ['Kaya forests', 'Article', '/article/31'],
      ['You are all fools', 'Comment', '/article/31'],
      ['Buy followers here', 'Video comment', '/meta'],
      ['Dance at dusk', 'Reel', '/share-reel/12'],
      ['Ngoma', 'Song', '/music'],
    ];
    for (const [title, kind, href] of pages) {
      const card = await cardOf(title);
      expect(within(card).getByRole('link', { name: title })).toHaveAttribute('href', href);
      expect(within(card).getByText(kind)).toBeInTheDocument();
      expect(within(card).queryByText(t.reports.hidden)).not.toBeInTheDocument();
      expect(card).toHaveTextContent('1 report ·');
    }
    expect(await cardOf('Ngoma')).toHaveTextContent('Offensive or hateful');
    expect(await cardOf('Loop')).toHaveTextContent('Spam');
  });

  it('explains the weight rule; shows what reports weigh, the owner’s record, a deleted item and a gone reporter', async () => {
    renderWith(
      reports([
        reportedItem(7, {
          title: 'Fake phones',
          deleted: true,
          weight: 1,
          weight_to_hide: 6,
          owner_record: { removed: 2, deleted: 1 },
          reports_count: 2,
          reports: [
            report({ reporter_id: 3, reporter_name: 'Baraka', weight: 1 }),
            report({ reporter_id: null, reporter_name: '', weight: 0 }),
          ],
        }),
      ]),
    );
    expect(
      await screen.findByText(t.reports.rule(REPORTER_MIN_AGE_DAYS, REPORTS_TO_HIDE)),
    ).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Fake phones' })).closest('li')!;
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText(t.reports.deleted)).toBeInTheDocument();
    expect(card).toHaveTextContent(
      `Weight 1 of 6 to hide · Owner's record: 2 hidden by moderators, 1 deleted while reported`,
    );
    const entries = within(
      within(card).getByRole('list', { name: t.reports.list('Fake phones') }),
    ).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(`Baraka · ${formatDayAndTime(report().created_at)} · Weight 1`);
    expect(entries[1]).toHaveTextContent(`${t.reports.reporterGone} · `);
    expect(entries[1]).toHaveTextContent('Weight 0');
  });

  it("says 'No open reports.' when there are none, and offers a retry when the list cannot be read", async () => {
    let fail = true;
    renderWith(
      on(listReports, () => {
        if (fail) return serverFailure();
        return { status: 'success', items: [], page: 1, hasMore: false };
      }),
    );
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('hides an item with the reason its owner is shown; it leaves the list with the server’s words', async () => {
    const sent = renderWith(
      reports([BASKET, reportedItem(12, { subject: 'reel', title: 'Dance at dusk' })]),
      on(decideReports, () => ({ status: 'success', message: 'Hidden. The owner has been told.' })),
    );
    const basket = await cardOf('Woven basket');
    await userEvent.click(within(basket).getByRole('button', { name: 'Hide' }));
    const form = within(basket).getByRole('form', { name: t.reports.hideForm('Woven basket') });
    // Cancel closes the form without deciding.
    await userEvent.click(within(form).getByRole('button', { name: t.cancel }));
    expect(within(basket).queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(within(basket).getByRole('button', { name: 'Hide' }));
    await userEvent.type(
      within(basket).getByLabelText(t.reports.reason),
      '  A scam: payment asked in advance. ',
    );
    expect(within(basket).getByLabelText(t.reports.reason)).toHaveAttribute('maxLength', '500');
    await userEvent.click(within(basket).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Hidden. The owner has been told.');
    expect(screen.queryByRole('link', { name: 'Woven basket' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dance at dusk' })).toBeInTheDocument();
    expect(sent.find((request) => request.endpoint === decideReports)?.body).toEqual({
      subject: 'product',
      subject_id: 4,
      decision: 'hide',
      reason: 'A scam: payment asked in advance.',
    });
    // The list is read again (the decided item is gone from it on the server too).
    await waitFor(() => expect(sent.filter((request) => request.endpoint === listReports)).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Woven basket' })).not.toBeInTheDocument();
  });

  it('hides without a reason when none is given', async () => {
    const sent = renderWith(
      reports([BASKET]),
      on(decideReports, () => ({ status: 'success', message: 'Hidden.' })),
    );
    const basket = await cardOf('Woven basket');
    await userEvent.click(within(basket).getByRole('button', { name: 'Hide' }));
    await userEvent.click(within(basket).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hidden.');
    expect(sent.find((request) => request.endpoint === decideReports)?.body).toEqual({
      subject: 'product',
      subject_id: 4,
      decision: 'hide',
    });
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('dismisses the reports of an item; a refusal or a lost connection is said plainly and the item stays', async () => {
    let answer: 'refuse' | 'lose' | 'accept' = 'refuse';
    const sent = renderWith(
      reports([reportedItem(8, { subject: 'comment', parent_id: 31, title: 'You are all fools' })]),
      on(decideReports, (call) => {
        if (answer === 'refuse')
          return call.answer(404, { status: 'error', message: 'No open reports on this item.' });
        if (answer === 'lose') networkFailure();
        return { status: 'success', message: 'Reports dismissed.' };
      }),
    );
    const card = await cardOf('You are all fools');
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No open reports on this item.');
    expect(screen.getByRole('link', { name: 'You are all fools' })).toBeInTheDocument();

    answer = 'lose';
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    expect(screen.getByRole('link', { name: 'You are all fools' })).toBeInTheDocument();

    answer = 'accept';
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reports dismissed.');
    expect(screen.queryByRole('link', { name: 'You are all fools' })).not.toBeInTheDocument();
    expect(sent.findLast((request) => request.endpoint === decideReports)?.body).toEqual({
      subject: 'comment',
      subject_id: 8,
      decision: 'dismiss',
    });
    await waitFor(() => expect(sent.filter((request) => request.endpoint === listReports)).toHaveLength(2));
  });

  it('reads further pages with Load More, and after a decision reads again as many pages as were shown', async () => {
    let decided = false;
    const sent = renderWith(
      on(listReports, ({ query }) => {
        const page = Number(query.get('page'));
        const first = decided ? [] : [reportedItem(1, { title: 'First listing' })];
        const items = page === 1 ? first : [reportedItem(2, { title: 'Second listing' })];
        return { status: 'success', items, page, hasMore: page === 1 };
      }),
      on(decideReports, () => {
        decided = true;
        return { status: 'success', message: 'Reports dismissed.' };
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: t.loadMore }));
    expect(await screen.findByRole('link', { name: 'Second listing' })).toBeInTheDocument();
    await userEvent.click(within(await cardOf('First listing')).getByRole('button', { name: 'Dismiss' }));
    await screen.findByText('Reports dismissed.');
    await waitFor(() =>
      expect(
        sent
          .filter((request) => request.endpoint === listReports)
          .map((request) => request.query.get('page')),
      ).toEqual(['1', '2', '1', '2']),
    );
    expect(screen.getByRole('link', { name: 'Second listing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'First listing' })).not.toBeInTheDocument();
  });
});
