/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap in
 * between. Start-up is a chain of steps (the shared libraries, the app's modules, a remote's
 * entry, the page's code); run as one task they block the main thread for the sum of them,
 * which on a phone's slower core is hundreds of milliseconds.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
