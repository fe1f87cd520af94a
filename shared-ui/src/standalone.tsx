/**
 * Runs a remote alone, outside the shell, for development
 * (`npm run dev -w mfe-x`): its App in a router, with the base styles.
 * Imported by each remote's standalone entry only, never by the shell.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/base.css';

export function mountStandalone(App: ComponentType): void {
  const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <main>
          <App />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
