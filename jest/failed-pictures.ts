/**
 * Runs `test` with every picture whose address holds `part` reading as failed to load (complete,
 * and no picture in it: jsdom's `naturalWidth` is 0), as a browser shows a picture whose load
 * failed before the page was live: its `error` event was fired while no script listened.
 */
export async function withPicturesFailed(part: string, test: () => unknown): Promise<void> {
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!.get!;
  const spy = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    return (this.getAttribute('src') ?? '').includes(part) || complete.call(this);
  });
  try {
    await test();
  } finally {
    spy.mockRestore();
  }
}
