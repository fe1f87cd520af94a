import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { failedToLoad, whenMediaFails } from './media-failure.ts';

const FAILED = 'The media failed.';

function Picture({ src = '/api/images/a.webp', lazy = false }: { src?: string; lazy?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p>{FAILED}</p>;
  return (
    <img
      src={src}
      alt="A picture"
      loading={lazy ? 'lazy' : undefined}
      ref={whenMediaFails(() => setFailed(true))}
    />
  );
}

function Film() {
  const [failed, setFailed] = useState(false);
  if (failed) return <p>{FAILED}</p>;
  return (
    <video
      src="/api/videos/a.mp4"
      preload="none"
      aria-label="A film"
      ref={whenMediaFails(() => setFailed(true))}
    />
  );
}

/** Gives `element` the state a browser gives it once its load has ended, well or not. */
function loaded(element: Element, state: Record<string, unknown>) {
  for (const [name, value] of Object.entries(state)) Object.defineProperty(element, name, { value });
}

let root: Root | undefined;
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's markup of `ui` in the page, its media given `state` (failed while the scripts loaded), then hydrated. */
function serveFailedThenHydrate(ui: ReactElement, selector: string, state: Record<string, unknown>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const media = container.querySelector(selector)!;
  loaded(media, state);
  act(() => {
    root = hydrateRoot(container, ui);
  });
  return media;
}

describe('whenMediaFails', () => {
  it('tells a picture that failed before the page was hydrated, when no error event is heard any more', () => {
    serveFailedThenHydrate(<Picture />, 'img', { complete: true, naturalWidth: 0 });
    expect(screen.getByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('tells a video that failed before the page was hydrated', () => {
    serveFailedThenHydrate(<Film />, 'video', { error: { code: 4 } });
    expect(screen.getByText(FAILED)).toBeInTheDocument();
  });

  it('leaves a picture that loaded, and a lazy one not yet asked for, as they are', () => {
    serveFailedThenHydrate(<Picture />, 'img', { complete: true, naturalWidth: 1280 });
    expect(screen.getByRole('img', { name: 'A picture' })).toBeInTheDocument();
    act(() => root!.unmount());
    root = undefined;
    serveFailedThenHydrate(<Picture lazy />, 'img', { complete: false, naturalWidth: 0 });
    expect(screen.getByRole('img', { name: 'A picture' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('tells a failure after the page is live, once, when the element also reads failed', () => {
    const onFail = jest.fn();
    const { rerender } = render(<img src="/a.webp" alt="" ref={whenMediaFails(onFail)} />);
    const image = document.querySelector('img')!;
    loaded(image, { complete: true, naturalWidth: 0 });
    fireEvent.error(image);
    expect(onFail).toHaveBeenCalledTimes(1);
    // A render gives a new ref, which finds the element failed: told already.
    rerender(<img src="/a.webp" alt="" ref={whenMediaFails(onFail)} />);
    expect(onFail).toHaveBeenCalledTimes(1);
    // Another address on the same element fails anew.
    rerender(<img src="/b.webp" alt="" ref={whenMediaFails(onFail)} />);
    fireEvent.error(image);
    expect(onFail).toHaveBeenCalledTimes(2);
  });

  it('tells the failure in a page rendered in the browser too', () => {
    render(<Film />);
    fireEvent.error(screen.getByLabelText('A film'));
    expect(screen.getByText(FAILED)).toBeInTheDocument();
  });
});

describe('failedToLoad', () => {
  it('is false for a picture without an address, and for a video without an error', () => {
    const image = document.createElement('img');
    loaded(image, { complete: true, naturalWidth: 0 });
    expect(failedToLoad(image)).toBe(false);
    const video = document.createElement('video');
    video.src = '/api/videos/a.mp4';
    // A browser reads "no source" for a moment while it picks one, before anything failed.
    loaded(video, { networkState: HTMLMediaElement.NETWORK_NO_SOURCE, error: null });
    expect(failedToLoad(video)).toBe(false);
  });
});
