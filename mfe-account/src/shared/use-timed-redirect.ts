import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates after a delay (the spec's 2 s after login or registration); cancelled on unmount. */
export function useTimedRedirect(): (to: string, delayMs: number, state?: unknown) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to, delayMs, state) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to, { state }), delayMs);
  };
}
