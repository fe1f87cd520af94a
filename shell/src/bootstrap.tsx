import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/styles.css';
import './app/app.css';
import { App } from './app/app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
