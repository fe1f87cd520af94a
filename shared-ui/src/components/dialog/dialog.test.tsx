import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { texts } from '../../texts/index.ts';
import { account } from '../../texts/account.ts';
import { stories } from '../../texts/stories.ts';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

function LoginPrompt() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Follow
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Log in">
        <p>{stories.follow.loginRequired}</p>
        <a href="/login">Log in</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and moves focus into it', async () => {
    render(<LoginPrompt />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(stories.follow.loginRequired);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveFocus();
  });

  it('keeps Tab inside, both ways', async () => {
    render(<LoginPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const link = screen.getByRole('link', { name: 'Log in' });
    const close = screen.getByRole('button', { name: texts.common.close });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape and on its close button, and gives focus back to what opened it', async () => {
    render(<LoginPrompt />);
    const opener = screen.getByRole('button', { name: 'Follow' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: texts.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks the spec question, with Cancel focused first, and answers', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        danger
        message={account.remove.confirm('reel')}
        confirmLabel={texts.common.delete}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: account.remove.confirm('reel') });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.common.cancel })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: texts.common.delete }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
