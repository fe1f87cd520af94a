import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/styles.css';
import './app/app.css';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './features/pwa/install-prompt.ts';
import { registerServiceWorker } from './features/pwa/register-service-worker.ts';

listenForInstallPrompt();
// The service worker exists in production builds only (the dev server rebuilds in memory).
if (process.env.NODE_ENV === 'production') registerServiceWorker();

const container = document.getElementById('root') as HTMLElement;

/**
 * The document may hold the page's first screen, prerendered at build time (documents.ts,
 * marked `data-prerendered`). The app does not hydrate it: its first commit replaces it
 * with the same markup, live, and then drops the mark.
 */
function Started() {
  useEffect(() => container.removeAttribute('data-prerendered'), []);
  return null;
}

createRoot(container).render(
  <StrictMode>
    <App />
    <Started />
  </StrictMode>,
);
