/** Runs this remote alone, outside the shell, for development (`npm run dev -w mfe-media`). */
import { mountStandalone } from 'shared-ui/standalone';
import App from './app/app.tsx';

mountStandalone(App);
