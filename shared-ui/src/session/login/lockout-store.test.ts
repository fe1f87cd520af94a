import { act, renderHook } from '@testing-library/react';
import { auth } from '../../texts/auth.ts';
import {
  clearLockout,
  LOCKOUT_KEY,
  minutesLeft,
  readLockout,
  recordFailure,
  useLockout,
} from './lockout-store.ts';
import type * as store from './lockout-store.ts';
import { useCooldown } from './use-cooldown.ts';

/** Another copy of the module, as each app that logs in bundles its own. */
function secondCopy(): typeof store {
  let copy: typeof store | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof store>('./lockout-store.ts');
  });
  return copy!;
}

describe('login lockout store', () => {
  beforeEach(() => clearLockout());

  it('starts a 5-minute cooldown at the fifth failure and a 20-minute one at the tenth', () => {
    const now = 1_000_000;
    for (let i = 0; i < 4; i += 1) recordFailure(now);
    expect(readLockout().cooldownUntil).toBe(0);
    recordFailure(now);
    expect(readLockout().cooldownUntil).toBe(now + 5 * 60_000);
    for (let i = 0; i < 5; i += 1) recordFailure(now);
    expect(readLockout()).toEqual({ failures: 10, cooldownUntil: now + 20 * 60_000 });
  });

  it('is cleared by a success and survives a reload', () => {
    recordFailure();
    expect(JSON.parse(localStorage.getItem(LOCKOUT_KEY) ?? '{}').state.failures).toBe(1);
    clearLockout();
    expect(readLockout()).toEqual({ failures: 0, cooldownUntil: 0 });
  });

  it('keeps one count on the device, whichever copy of the module counts', () => {
    const other = secondCopy();
    expect(other.recordFailure).not.toBe(recordFailure);
    const now = 1_000_000;
    for (let i = 0; i < 2; i += 1) recordFailure(now);
    for (let i = 0; i < 3; i += 1) other.recordFailure(now);
    expect(readLockout()).toEqual({ failures: 5, cooldownUntil: now + 5 * 60_000 });
    expect(other.readLockout()).toEqual(readLockout());
  });

  it('re-renders a form at once when another copy in the same tab, or another tab, writes', () => {
    const { result } = renderHook(() => useLockout());
    act(() => {
      secondCopy().recordFailure();
    });
    expect(result.current.failures).toBe(1);
    // Another tab: the browser changes the storage and fires `storage` in this one.
    act(() => {
      localStorage.setItem(LOCKOUT_KEY, JSON.stringify({ state: { failures: 7, cooldownUntil: 0 } }));
      window.dispatchEvent(new StorageEvent('storage', { key: LOCKOUT_KEY }));
    });
    expect(result.current.failures).toBe(7);
  });

  it('rounds the minutes left up, never past the cooldown earned', () => {
    expect(minutesLeft({ failures: 10, cooldownUntil: 10 * 60_000 + 1 }, 0)).toBe(11);
    expect(minutesLeft({ failures: 5, cooldownUntil: 60_000 }, 0)).toBe(1);
    expect(minutesLeft({ failures: 5, cooldownUntil: 5 * 60_000 + 9_000 }, 0)).toBe(5);
  });
});

describe('useCooldown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearLockout();
  });
  afterEach(() => jest.useRealTimers());

  it('says how long a running cooldown lasts, counting down at each 10-second check', () => {
    for (let i = 0; i < 5; i += 1) recordFailure();
    const { result } = renderHook(() => useCooldown(null));
    expect(result.current).toEqual({ coolingDown: true, message: auth.lockedMinutes(5) });
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.message).toBe(auth.lockedMinutes(4));
    act(() => jest.advanceTimersByTime(4 * 60_000));
    expect(result.current).toEqual({ coolingDown: false, message: null });
  });

  it("shows an attempt's own error until the next check, then the minutes left", () => {
    const { result, rerender } = renderHook(({ error }) => useCooldown(error), {
      initialProps: { error: null as string | null },
    });
    act(() => {
      for (let i = 0; i < 5; i += 1) recordFailure();
    });
    rerender({ error: auth.lockedFive });
    expect(result.current).toEqual({ coolingDown: true, message: auth.lockedFive });
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.message).toBe(auth.lockedMinutes(5));
  });

  it('drops a stale error at once when another form or tab starts the cooldown', () => {
    const { result } = renderHook(() => useCooldown(auth.attemptsLeft(2)));
    expect(result.current.message).toBe(auth.attemptsLeft(2));
    act(() => {
      for (let i = 0; i < 5; i += 1) secondCopy().recordFailure();
    });
    expect(result.current).toEqual({ coolingDown: true, message: auth.lockedMinutes(5) });
  });

  it('passes an error through when no cooldown runs', () => {
    const { result } = renderHook(() => useCooldown(auth.invalidEmail));
    expect(result.current).toEqual({ coolingDown: false, message: auth.invalidEmail });
  });
});
