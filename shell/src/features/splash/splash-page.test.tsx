import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_NAME, texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { mockMatchMedia } from '../../test/browser.ts';
import { SplashPage } from './splash-page.tsx';

const renderSplash = () =>
  render(
    <MemoryRouter>
      <SplashPage />
    </MemoryRouter>,
  );

const video = () => document.querySelector('video');

describe('welcome splash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (navigator as Navigator & { connection?: unknown }).connection;
  });

  it('shows Loading and the product name for 2 s, then the welcome, and never loads again', () => {
    renderSplash();
    expect(screen.getByRole('status')).toHaveTextContent(`Loading ${PRODUCT_NAME}`);
    act(() => jest.advanceTimersByTime(timings.splashMs - 1));
    expect(screen.queryByRole('heading', { name: texts.home.karibu })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Karibu' })).toBeInTheDocument();
    expect(screen.getByText(texts.home.welcomeTagline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter Platform' })).toHaveAttribute('href', '/home');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Karibu' })).toBeInTheDocument();
  });

  it('plays a looping, muted background video behind the welcome', () => {
    renderSplash();
    act(() => jest.advanceTimersByTime(timings.splashMs));
    const background = video();
    expect(background).not.toBeNull();
    expect(background?.muted).toBe(true);
    expect(background?.loop).toBe(true);
    expect(background?.autoplay).toBe(true);
    expect(background).toHaveAttribute('poster', '/media/welcome-poster.webp');
  });

  it('cross-fades the two logos every 3 s', () => {
    renderSplash();
    act(() => jest.advanceTimersByTime(timings.splashMs));
    const first = { name: texts.home.logoKaya };
    const second = { name: texts.home.logoNgoma };
    expect(screen.getByRole('img', first)).toBeInTheDocument();
    expect(screen.queryByRole('img', second)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(timings.logoCrossFadeMs));
    expect(screen.getByRole('img', second)).toBeInTheDocument();
    expect(screen.queryByRole('img', first)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(timings.logoCrossFadeMs));
    expect(screen.getByRole('img', first)).toBeInTheDocument();
  });

  it('shows a still poster instead of the video to visitors who prefer reduced motion', () => {
    mockMatchMedia(['(prefers-reduced-motion: reduce)']);
    renderSplash();
    act(() => jest.advanceTimersByTime(timings.splashMs));
    expect(video()).toBeNull();
    expect(document.querySelector('img.splash__background')).toHaveAttribute(
      'src',
      '/media/welcome-poster.webp',
    );
  });

  it('shows the still poster when the browser asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    renderSplash();
    act(() => jest.advanceTimersByTime(timings.splashMs));
    expect(video()).toBeNull();
  });
});
