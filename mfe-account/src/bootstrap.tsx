/**
 * Runs this remote alone, outside the shell, against the real API (shared-ui/standalone): the page
 * of its dev server under `npm run dev -- account` (or `npm run dev -w mfe-account` beside the API).
 */
import { mountStandalone } from 'shared-ui/standalone';
import App from './app/app.tsx';

mountStandalone(App);
