import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { texts, useSession } from 'shared-ui';
import { sendReport, REPORT_DETAILS_MAX } from 'shared-ui/contracts/reports';
import { login } from 'shared-ui/contracts/users';
import { fakeApi, networkFailure, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { auth } from '../../texts/auth.ts';
import { report as t } from '../../texts/report.ts';
import { clearLockout } from '../../session/login/index.ts';
import { ReportButton } from './report-button.tsx';

const MEMBER = { id: 4, username: 'Amina', email: 'amina@example.com', role: 'member' as const };

const thanks = on(sendReport, (call) => call.answer(201, { status: 'success', message: t.thanks }));
const signsIn = on(login, () => ({ status: 'success', message: auth.loginSuccess, user: MEMBER }));

/** A listing of seller 7 with its Report button; returns the reports sent. */
function renderButton(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(
    <MemoryRouter>
      <p>A listing</p>
      <ReportButton subject="product" subjectId={42} ownerId={7} />
    </MemoryRouter>,
  );
  return () => sent.filter((request) => request.endpoint === sendReport).map((request) => request.body);
}

const signIn = (id = MEMBER.id) => act(() => useSession.getState().signIn({ ...MEMBER, id }));
const reportButton = () => screen.getByRole('button', { name: t.button });

describe('ReportButton', () => {
  beforeEach(() => {
    clearLockout();
    act(() => useSession.getState().signOut());
  });

  it('asks a guest to log in, then opens the report', async () => {
    const reports = renderButton(signsIn, thanks);
    await userEvent.click(reportButton());
    const loginDialog = await screen.findByRole('dialog', { name: auth.loginTitle });
    expect(loginDialog).toHaveTextContent(t.loginReason);
    await userEvent.type(within(loginDialog).getByLabelText(auth.email), MEMBER.email);
    await userEvent.type(within(loginDialog).getByLabelText(auth.password), 'kaya-2026');
    await userEvent.click(within(loginDialog).getByRole('button', { name: auth.login }));
    expect(await screen.findByRole('dialog', { name: t.title.product })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: auth.loginTitle })).not.toBeInTheDocument();
    expect(reports()).toEqual([]);
  });

  it('sends a member’s reason and details, then thanks them', async () => {
    signIn();
    const reports = renderButton(thanks);
    await userEvent.click(reportButton());
    const dialog = await screen.findByRole('dialog', { name: t.title.product });
    const group = within(dialog).getByRole('group', { name: t.reasonsLegend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([t.reasons.scam, t.reasons.offensive, t.reasons.spam, t.reasons.misleading, t.reasons.other]);
    // The first reason has the focus: the dialog starts with the question.
    expect(within(group).getByRole('radio', { name: t.reasons.scam })).toHaveFocus();
    const details = within(dialog).getByRole('textbox', { name: t.details });
    expect(details).toHaveAttribute('maxLength', String(REPORT_DETAILS_MAX));

    await userEvent.click(within(group).getByRole('radio', { name: t.reasons.scam }));
    await userEvent.type(details, '  Asks for M-Pesa before viewing.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));

    expect(await within(dialog).findByText(t.thanks)).toBeInTheDocument();
    expect(reports()).toEqual([
      { subject: 'product', subject_id: 42, reason: 'scam', details: 'Asks for M-Pesa before viewing.' },
    ]);
    const close = within(dialog).getAllByRole('button', { name: texts.common.close }).at(-1)!;
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reportButton()).toHaveFocus();
  });

  it('leaves out empty details', async () => {
    signIn();
    const reports = renderButton(thanks);
    await userEvent.click(reportButton());
    await userEvent.click(await screen.findByRole('radio', { name: t.reasons.other }));
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.thanks)).toBeInTheDocument();
    expect(reports()).toEqual([{ subject: 'product', subject_id: 42, reason: 'other' }]);
  });

  it('says so when the member has reported the item before', async () => {
    signIn();
    renderButton(on(sendReport, (call) => call.answer(409, { status: 'error', message: t.already })));
    await userEvent.click(reportButton());
    await userEvent.click(await screen.findByRole('radio', { name: t.reasons.spam }));
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.already)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
  });

  it('asks for a reason and sends nothing without one', async () => {
    signIn();
    const reports = renderButton(thanks);
    await userEvent.click(reportButton());
    const dialog = await screen.findByRole('dialog', { name: t.title.product });
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.chooseReason);
    expect(within(dialog).getByRole('group', { name: t.reasonsLegend })).toHaveAccessibleDescription(
      t.chooseReason,
    );
    expect(within(dialog).getByRole('radio', { name: t.reasons.scam })).toHaveFocus();
    expect(reports()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: t.reasons.misleading }));
    expect(within(dialog).queryByText(t.chooseReason)).not.toBeInTheDocument();
  });

  it('shows a refusal’s message, or a retry text when the connection fails, and keeps what was written', async () => {
    signIn();
    const tooMany = 'You have sent many reports this hour. Please try again later.';
    renderButton(on(sendReport, (call) => call.answer(429, { status: 'error', message: tooMany })));
    await userEvent.click(reportButton());
    await userEvent.click(await screen.findByRole('radio', { name: t.reasons.offensive }));
    await userEvent.type(screen.getByRole('textbox', { name: t.details }), 'Insults');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('radio', { name: t.reasons.offensive })).toBeChecked();
    expect(screen.getByRole('textbox', { name: t.details })).toHaveValue('Insults');

    fakeApi(on(sendReport, networkFailure));
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.details })).toHaveValue('Insults');
  });

  it('is not there for the item’s owner, and a guest’s comment has no owner', () => {
    signIn(7);
    const { rerender } = render(
      <MemoryRouter>
        <ReportButton subject="product" subjectId={42} ownerId={7} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: t.button })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ReportButton subject="comment" subjectId={5} ownerId={null} />
      </MemoryRouter>,
    );
    expect(reportButton()).toBeInTheDocument();
  });

  it('Cancel closes the report without sending it', async () => {
    signIn();
    const reports = renderButton(thanks);
    await userEvent.click(reportButton());
    await userEvent.click(await screen.findByRole('radio', { name: t.reasons.scam }));
    await userEvent.click(screen.getByRole('button', { name: texts.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reports()).toEqual([]);
  });
});
