import type { RefCallback } from 'react';

/** A picture, a video or a sound. */
export type MediaElement = HTMLImageElement | HTMLMediaElement;

/**
 * Whether `element` has already failed to load. A picture has when it is complete with no
 * picture in it, and has an address: one without is complete and empty too, and a lazy picture
 * not yet asked for is not complete. A video or a sound has when it holds an error (its
 * `networkState` alone says nothing: it reads "no source" for a moment while any source is picked).
 */
export function failedToLoad(element: MediaElement): boolean {
  if (element instanceof HTMLImageElement) {
    const address = element.getAttribute('src') || element.getAttribute('srcset');
    return Boolean(address) && element.complete && element.naturalWidth === 0;
  }
  return Boolean(element.error);
}

/** The address each element's failure was told for, so that it is told once per address. */
const told = new WeakMap<MediaElement, string>();
const addressOf = (element: MediaElement) => element.currentSrc || element.getAttribute('src') || '';

/**
 * A ref for an `<img>`, `<video>` or `<audio>` that calls `onFail` when it fails to load, in the
 * place of `onError`. It also tells a failure that came before the element was live: a page
 * rendered on the server loads its media before it hydrates, and an `error` fired then is never
 * heard by React. Each failure is told once.
 */
export function whenMediaFails(onFail: () => void): RefCallback<MediaElement> {
  return (element) => {
    if (!element) return;
    const fail = () => {
      const address = addressOf(element);
      if (told.get(element) === address) return;
      told.set(element, address);
      onFail();
    };
    if (failedToLoad(element)) fail();
    element.addEventListener('error', fail);
    return () => element.removeEventListener('error', fail);
  };
}
