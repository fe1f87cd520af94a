/** jsdom has no media playback: play() resolves (or fails, with `fails`) and fires `play`, pause() fires `pause`. */
export function stubMediaPlayback({ fails = false } = {}) {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (fails) return Promise.reject(new DOMException('No source', 'NotSupportedError'));
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}
