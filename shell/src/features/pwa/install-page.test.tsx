import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { install } from '../../texts/install.ts';
import { listenForInstallPrompt, resetInstallPrompt } from './install-prompt.ts';
import { InstallPage } from './install-page.tsx';

/** What the browser fires when it offers to install the app. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const installButton = () => screen.queryByRole('button', { name: install.button });

describe('install page', () => {
  let stop: () => void;
  beforeEach(() => {
    resetInstallPrompt();
    stop = listenForInstallPrompt();
  });
  afterEach(() => stop());

  it('has no install button until the browser offers an install', () => {
    render(<InstallPage />);
    expect(screen.getByRole('heading', { name: install.title })).toBeInTheDocument();
    expect(installButton()).not.toBeInTheDocument();
    expect(screen.getByText(install.unavailable)).toBeInTheDocument();
  });

  it('shows the button when the browser offers, prompts, and hides it after an accept', async () => {
    const user = userEvent.setup();
    render(<InstallPage />);
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await user.click(installButton() as HTMLElement);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(install.installed)).toBeInTheDocument();
    expect(installButton()).not.toBeInTheDocument();
  });

  it('hides the button after a refusal too', async () => {
    const user = userEvent.setup();
    render(<InstallPage />);
    offerInstall('dismissed');
    await user.click(installButton() as HTMLElement);
    expect(await screen.findByText(install.dismissed)).toBeInTheDocument();
    expect(installButton()).not.toBeInTheDocument();
  });

  it('takes an offer the document kept before the app started', () => {
    stop();
    resetInstallPrompt();
    const early = Object.assign(new Event('beforeinstallprompt'), {
      prompt: jest.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.earlyInstallOffer = early;
    stop = listenForInstallPrompt();
    render(<InstallPage />);
    expect(installButton()).toBeInTheDocument();
    expect(window.earlyInstallOffer).toBeUndefined();
  });

  it('remembers an offer made before the page was opened', () => {
    offerInstall('accepted');
    render(<InstallPage />);
    expect(installButton()).toBeInTheDocument();
  });
});
