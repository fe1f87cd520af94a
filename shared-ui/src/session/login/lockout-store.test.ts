import { minutesLeft, useLockout } from './lockout-store.ts';

describe('login lockout store', () => {
  beforeEach(() => useLockout.getState().clear());

  it('starts a 5-minute cooldown at the fifth failure and a 20-minute one at the tenth', () => {
    const now = 1_000_000;
    for (let i = 0; i < 4; i += 1) useLockout.getState().recordFailure(now);
    expect(useLockout.getState().cooldownUntil).toBe(0);
    useLockout.getState().recordFailure(now);
    expect(useLockout.getState().cooldownUntil).toBe(now + 5 * 60_000);
    for (let i = 0; i < 5; i += 1) useLockout.getState().recordFailure(now);
    expect(useLockout.getState().failures).toBe(10);
    expect(useLockout.getState().cooldownUntil).toBe(now + 20 * 60_000);
  });

  it('is cleared by a success and survives a reload', () => {
    useLockout.getState().recordFailure();
    expect(JSON.parse(localStorage.getItem('loginLockout') ?? '{}').state.failures).toBe(1);
    useLockout.getState().clear();
    expect(useLockout.getState()).toMatchObject({ failures: 0, cooldownUntil: 0 });
  });

  it('rounds the minutes left up', () => {
    expect(minutesLeft(10 * 60_000 + 1, 0)).toBe(11);
    expect(minutesLeft(60_000, 0)).toBe(1);
  });
});
