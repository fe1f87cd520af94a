import { act } from '@testing-library/react';
import { Workbox } from 'workbox-window';
import { registerServiceWorker } from './register-service-worker.ts';
import { useUpdate } from './update-store.ts';

// The browser's service worker machinery is not in jsdom; the end-to-end suite runs the real one.
jest.mock('workbox-window', () => ({ Workbox: jest.fn() }));

type Listener = () => void;

describe('service worker registration', () => {
  const listeners = new Map<string, Listener[]>();
  const worker = {
    addEventListener: jest.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: jest.fn(() => Promise.resolve(undefined)),
    update: jest.fn(() => Promise.resolve()),
    messageSkipWaiting: jest.fn(),
  };
  const emit = (type: string) => act(() => listeners.get(type)?.forEach((listener) => listener()));

  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    jest.mocked(Workbox).mockImplementation(() => worker as unknown as Workbox);
    registerServiceWorker();
  });
  afterAll(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers /sw.js when the app starts (Workbox itself waits for the page to load)', () => {
    expect(Workbox).toHaveBeenCalledWith('/sw.js');
    expect(worker.register).toHaveBeenCalledTimes(1);
    expect(worker.register).toHaveBeenCalledWith();
  });

  it('offers the waiting version, and lets it take over and reloads on request', () => {
    expect(useUpdate.getState().reload).toBeNull();
    emit('waiting');
    const reload = useUpdate.getState().reload;
    expect(reload).toEqual(expect.any(Function));
    act(() => reload?.());
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(listeners.get('controlling')).toHaveLength(1);
  });
});
