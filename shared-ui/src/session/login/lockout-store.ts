/**
 * The login lockout (spec section 4): failed attempts are counted on the device; 5 or more give
 * a 5-minute cooldown, 10 or more a 20-minute one; success clears both.
 *
 * The device's count lives in local storage and only there, so it is one count however many
 * copies of this module a page holds (each app that logs in bundles its own) and however many
 * tabs are open: every read asks the storage, every write goes to it at once and tells the other
 * copies in this tab (an event on `window`) and the other tabs (the browser's `storage` event).
 * A reload keeps a cooldown running.
 */
import { useSyncExternalStore } from 'react';
import { cooldownFor } from '../../validation/index.ts';

export interface Lockout {
  failures: number;
  /** Epoch ms until which login is refused; 0 when not cooling down. */
  cooldownUntil: number;
}

/** The storage key (kept in the shape earlier releases wrote, so a running count carries over). */
export const LOCKOUT_KEY = 'loginLockout';
/** Dispatched on `window` after every write, for the other copies of this module in the tab. */
const CHANGED = 'mijikenda:login-lockout';
const NONE: Lockout = Object.freeze({ failures: 0, cooldownUntil: 0 });

/** Where storage is refused (some private modes), the count lives as long as the page. */
let unstored: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOCKOUT_KEY);
  } catch {
    return unstored;
  }
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function parse(raw: string | null): Lockout {
  if (raw === null) return NONE;
  try {
    const { state } = JSON.parse(raw) as { state?: Partial<Lockout> };
    return { failures: count(state?.failures), cooldownUntil: count(state?.cooldownUntil) };
  } catch {
    return NONE;
  }
}

let lastRaw: string | null = null;
let last: Lockout = NONE;

/** The device's lockout as stored now (the same object while the stored text is unchanged). */
export function readLockout(): Lockout {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parse(raw);
  }
  return last;
}

function write(next: Lockout): void {
  const raw = JSON.stringify({ state: next, version: 0 });
  try {
    localStorage.setItem(LOCKOUT_KEY, raw);
  } catch {
    unstored = raw;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Counts one failed login on the device and starts the cooldown it earns. */
export function recordFailure(now = Date.now()): Lockout {
  const { failures: before, cooldownUntil } = readLockout();
  const failures = before + 1;
  const cooldown = cooldownFor(failures);
  const next = { failures, cooldownUntil: cooldown ? now + cooldown : cooldownUntil };
  write(next);
  return next;
}

/** A successful login clears the count and any cooldown. */
export function clearLockout(): void {
  write(NONE);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCKOUT_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's lockout, re-rendering on every change made by any form in any tab. */
export function useLockout(): Lockout {
  return useSyncExternalStore(subscribe, readLockout, () => NONE);
}

/**
 * Whole minutes left in a cooldown, rounded up, and never more than the cooldown the failures
 * earned (a clock read a few seconds before the cooldown began would otherwise add a minute).
 */
export function minutesLeft({ failures, cooldownUntil }: Lockout, now = Date.now()): number {
  const left = Math.max(1, Math.ceil((cooldownUntil - now) / 60_000));
  const earned = cooldownFor(failures) / 60_000;
  return earned > 0 ? Math.min(left, earned) : left;
}
