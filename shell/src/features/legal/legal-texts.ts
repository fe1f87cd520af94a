/**
 * The legal pages' texts as one object, so the page's language can be written over them (the
 * modules export an array and a function, which cannot be changed in place). Their translations
 * are a chunk of their own (./languages/), loaded with a legal page (app.tsx).
 */
import { cookiePolicy } from '../../texts/legal/cookies.ts';
import { legal } from '../../texts/legal/index.ts';
import { privacyPolicy } from '../../texts/legal/privacy.ts';
import { terms } from '../../texts/legal/terms.ts';

export const legalTexts = { legal, cookiePolicy, privacyPolicy, terms };
