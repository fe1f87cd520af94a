/**
 * A page the server renders is hydrated in the browser, whose first render must write the very
 * markup the server did. What only the browser knows (its clock and time zone, the address it
 * was opened at, what the device keeps) is left out of that render, and put in right after.
 */
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useState,
  type Context,
  type ReactNode,
} from 'react';

/**
 * One context for the whole page: the remotes bundle their own copy of this module with the parts
 * of shared-ui they import by path (a dialog, the dates), so the context is kept on the page's
 * global object, where every copy finds the same one (React itself is one, shared).
 */
const CONTEXT_KEY = Symbol.for('shared-ui.before-hydration');
const BeforeHydrationContext = ((globalThis as Record<symbol, unknown>)[CONTEXT_KEY] ??=
  createContext(false)) as Context<boolean>;

/**
 * True on the server and while the browser hydrates the server's markup (inside `Hydrating`);
 * false after, and in a render the browser starts itself (a page opened from another).
 */
export const useBeforeHydration = (): boolean => use(BeforeHydrationContext);

/**
 * Wraps a render of the server's markup: on the server, and in the browser that hydrates it.
 * Once hydrated, its parts render again as the browser would, as a transition: in slices the
 * browser runs between, not in one task on top of hydration's own.
 */
export function Hydrating({ children }: { children: ReactNode }) {
  const [before, setBefore] = useState(true);
  useEffect(() => startTransition(() => setBefore(false)), []);
  return <BeforeHydrationContext value={before}>{children}</BeforeHydrationContext>;
}
