/**
 * A page the server renders is hydrated in the browser, whose first render must write the very
 * markup the server did. What only the browser knows (its clock and time zone, the address it
 * was opened at, what the device keeps) is left out of that render, and put in right after.
 */
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True on the server and while the browser hydrates the server's markup; false after, and in a
 * render the browser starts itself (a page opened from another). Once hydration is over React
 * renders again with false.
 */
export const useBeforeHydration = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
