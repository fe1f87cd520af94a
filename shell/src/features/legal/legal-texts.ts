/**
 * The legal pages' texts as one object, so the page's language can be written over them (the
 * modules export an array and a function, which cannot be changed in place). Their translations
 * are a chunk of their own (./languages/), loaded with a legal page (app.tsx).
 */
import { legal } from 'shared-ui/texts/legal';
import { cookiePolicy } from 'shared-ui/texts/legal/cookies';
import { privacyPolicy } from 'shared-ui/texts/legal/privacy';
import { terms } from 'shared-ui/texts/legal/terms';

export const legalTexts = { legal, cookiePolicy, privacyPolicy, terms };
