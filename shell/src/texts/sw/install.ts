import type { Translation } from 'shared-ui/i18n/translation';
import type { install as en } from '../install.ts';

/** Kiswahili for ../install.ts. */
export const install: Translation<typeof en> = {
  title: 'Sakinisha programu',
  intro:
    'Sakinisha programu hii ya bure ili ufungue jukwaa kutoka skrini ya mwanzo ya simu yako, na uendelee kusoma hadithi na habari, kusikiliza muziki na kutembelea soko hata ukiwa nje ya mtandao.',
  button: 'Sakinisha programu',
  installed: 'Asante! Programu imesakinishwa.',
  dismissed: 'Hakuna shida. Unaweza kusakinisha programu baadaye kutoka ukurasa huu.',
  unavailable:
    'Kivinjari chako bado hakijatoa nafasi ya kusakinisha. Tumia menyu yake (kwa mfano “Add to Home Screen”, yaani kuongeza kwenye skrini ya mwanzo), au rudi baada ya kuvinjari kidogo.',
};
