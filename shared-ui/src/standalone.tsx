/**
 * Runs a remote alone, outside the shell, for development (`npm run dev -- <remote>`, or
 * `npm run dev -w mfe-x`): its App in a router, with the base styles, against the real API. The
 * remote's dev server passes `/api` and `/remotes.json` on to the API, and the API client is set up
 * from the runtime configuration as the shell sets it up. Imported by each remote's standalone
 * entry only, never by the shell.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, type RuntimeConfig } from 'shared-ui';
import './styles/base.css';

/** The API's addresses the server hands out in `/remotes.json`; none (same-origin `/api`) without it. */
async function runtimeApiConfig(): Promise<RuntimeConfig['api'] | undefined> {
  try {
    const response = await fetch('/remotes.json');
    return response.ok ? ((await response.json()) as RuntimeConfig).api : undefined;
  } catch {
    return undefined;
  }
}

export function mountStandalone(App: ComponentType): void {
  const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  void runtimeApiConfig().then((api) => {
    configureApi(api);
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <main>
            <App />
          </main>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
