/**
 * The start-up script inlined into each document (startup-hints.ts): it adds the app's scripts
 * once the first screen is out (its first contentful paint, and the images it loads at once,
 * such as /home's first hero scene, loaded and painted), or after `capMs` if that takes longer
 * (a hidden tab paints nothing). The preloads a document holds back until then (a page the
 * server rendered holds back those of its code, in a `<template data-after-first-screen>`) go
 * in with them. It runs in the page as its source text: it must not refer to anything outside
 * itself.
 */
export function startAfterFirstScreen(sources: string[], capMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const later of document.querySelectorAll('template[data-after-first-screen]')) {
      if (later instanceof HTMLTemplateElement) document.head.append(later.content);
    }
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      // An app that cannot load leaves the page as the server sent it: the document's own script
      // stops holding presses back for it, so a form is sent as it is without script.
      script.addEventListener('error', () => window.earlyInput?.stop(), { once: true });
      document.body.appendChild(script);
    }
  };
  const whenImagesShow = () => {
    const loading = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    if (loading.length === 0) requestAnimationFrame(() => setTimeout(start));
    for (const image of loading) {
      image.addEventListener('load', whenImagesShow, { once: true });
      image.addEventListener('error', whenImagesShow, { once: true });
    }
  };
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) whenImagesShow();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the cap starts the app.
  }
  setTimeout(start, capMs);
}

/** The longest the app waits for its first screen to show. */
export const START_CAP_MS = 1000;

/** The inline script's source: the function above called with the document's scripts. */
export const startScript = (sources: readonly string[], capMs = START_CAP_MS) =>
  `(${startAfterFirstScreen.toString()})(${JSON.stringify(sources)}, ${capMs})`;
