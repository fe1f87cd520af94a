import { useEffect, useRef, useState } from 'react';

/** False until `ms` have passed since the component mounted (or since `enabled` became true). */
export function useElapsed(ms: number, enabled = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, enabled]);
  return elapsed;
}

/** Calls the latest `callback` every `ms` while `enabled`. */
export function useInterval(callback: () => void, ms: number, enabled = true): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [ms, enabled]);
}

/** A flag that turns itself off `ms` after each `raise()` (e.g. a 'Copied' indicator). */
export function useFlash(ms: number): [boolean, () => void] {
  // 0 is off; each raise counts up, so raising again restarts the delay.
  const [raised, setRaised] = useState(0);
  useEffect(() => {
    if (raised === 0) return;
    const timer = setTimeout(() => setRaised(0), ms);
    return () => clearTimeout(timer);
  }, [raised, ms]);
  return [raised > 0, () => setRaised((n) => n + 1)];
}
