import { act, render, screen } from '@testing-library/react';
import { texts } from '../../texts/index.ts';
import { auth } from '../../texts/auth.ts';
import { stories } from '../../texts/stories.ts';
import { MessageBanner } from '../message-banner/message-banner.tsx';
import { Toast } from './toast.tsx';

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces its message in a live region that is always there', () => {
    const { rerender } = render(<Toast message={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Toast message={auth.loginSuccess} />);
    expect(screen.getByRole('status')).toHaveTextContent(auth.loginSuccess);
  });

  it('asks to be dismissed after its duration', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Toast message={stories.articles.shareCopied} onDismiss={onDismiss} duration={2000} />);
    act(() => jest.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('MessageBanner', () => {
  it('is green for success, red (an alert) for danger, yellow otherwise', () => {
    render(
      <>
        <MessageBanner tone="success">{texts.profile.updated}</MessageBanner>
        <MessageBanner tone="danger">{texts.profile.updateFailed}</MessageBanner>
        <MessageBanner tone="info">{texts.music.none}</MessageBanner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(texts.profile.updateFailed);
    expect(screen.getByRole('alert')).toHaveClass('ui-banner--danger');
    const [success, info] = screen.getAllByRole('status');
    expect(success).toHaveClass('ui-banner--success');
    expect(info).toHaveClass('ui-banner--info');
  });
});
