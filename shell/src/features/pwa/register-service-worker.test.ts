import { act, waitFor } from '@testing-library/react';
import { registerServiceWorker } from './register-service-worker.ts';
import { useUpdate } from './update-store.ts';

// jsdom has no service workers (the end-to-end suite runs the real one): these stand in for the
// browser's container, registration and workers, as event targets with their states.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  readonly update = jest.fn(() => Promise.resolve());
  /** A new worker starts installing. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  readonly register = jest.fn(() => Promise.resolve(this.registration));
  /** The worker in control of the page; none on a first visit. */
  controller: FakeWorker | null;
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
}

/** Registers with a fresh container (the page under an older worker, or on its first visit). */
async function start(controlled: boolean, waiting: FakeWorker | null = null): Promise<FakeContainer> {
  const container = new FakeContainer(controlled);
  container.registration.waiting = waiting;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  registerServiceWorker();
  await waitFor(() => expect(container.register).toHaveBeenCalled());
  await act(() => Promise.resolve());
  return container;
}

describe('service worker registration', () => {
  afterEach(() => {
    act(() => useUpdate.getState().dismiss());
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers /sw.js when the app starts (the page has loaded by then)', async () => {
    const container = await start(false);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('offers a new version once it has installed, and asks it to take over on Reload', async () => {
    const container = await start(true);
    const worker = new FakeWorker();
    container.registration.found(worker);
    expect(useUpdate.getState().reload).toBeNull();
    act(() => worker.install());
    const reload = useUpdate.getState().reload;
    expect(reload).toEqual(expect.any(Function));
    const listen = jest.spyOn(container, 'addEventListener');
    act(() => reload?.());
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(listen).toHaveBeenCalledWith('controllerchange', expect.any(Function), { once: true });
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    await start(true, waiting);
    act(() => useUpdate.getState().reload?.());
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers nothing on a first install, which takes over without waiting', async () => {
    const container = await start(false);
    const worker = new FakeWorker();
    container.registration.found(worker);
    act(() => worker.install());
    expect(useUpdate.getState().reload).toBeNull();
  });
});
