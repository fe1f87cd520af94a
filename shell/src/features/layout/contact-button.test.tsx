import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { mockMatchMedia } from '../../test/browser.ts';
import { renderLayout } from './test-layout.tsx';

const contactLink = () => screen.queryByRole('link', { name: texts.contactButton.label });

describe('floating Contact Us button', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('appears 8 s after load and leads to /contact-us', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLayout();
    act(() => jest.advanceTimersByTime(timings.contactButtonDelayMs - 1));
    expect(contactLink()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(contactLink()).toHaveAttribute('href', '/contact-us');
    await user.click(contactLink() as HTMLElement);
    expect(screen.getByTestId('path')).toHaveTextContent('/contact-us');
    expect(contactLink()).not.toBeInTheDocument();
  });

  it('can be dismissed, and stays away for the rest of the visit', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderLayout();
    act(() => jest.advanceTimersByTime(timings.contactButtonDelayMs));
    await user.click(screen.getByRole('button', { name: texts.contactButton.dismiss }));
    expect(contactLink()).not.toBeInTheDocument();
    unmount();
    renderLayout();
    act(() => jest.advanceTimersByTime(timings.contactButtonDelayMs * 2));
    expect(contactLink()).not.toBeInTheDocument();
  });
});
