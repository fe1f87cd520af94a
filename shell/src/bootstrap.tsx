import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/styles.css';
import './app/app.css';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './features/pwa/install-prompt.ts';
import { registerServiceWorker } from './features/pwa/register-service-worker.ts';

listenForInstallPrompt();
// The service worker exists in production builds only (the dev server rebuilds in memory).
if (process.env.NODE_ENV === 'production') registerServiceWorker();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
