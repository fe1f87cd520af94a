/** The Cookie Policy (/cookie-policy), imported by that page only. */
import { PAGES } from 'shared-ui/contracts';
import type { Block, Rich } from 'shared-ui/texts';

export const cookiePolicy = {
  intro: [
    {
      p: 'Cookies are small text files a website keeps in your browser. We use as few as we can, and no advertising or tracking cookies.',
    },
    { h2: 'The cookies we use' },
  ] satisfies readonly Block[],
  columns: { name: 'Name', purpose: 'What it does', lifetime: 'How long' },
  /** The table's rows; `consentDays`: how long the consent cookie lasts (spec section 4). */
  cookies: (consentDays: number): readonly { name: string; purpose: Rich; lifetime: string }[] => [
    {
      name: 'visited',
      purpose: [
        'Remembers your answer to the cookie banner: ',
        { code: 'true' },
        ' when you accept all, ',
        { code: 'false' },
        ' when you reject.',
      ],
      lifetime: `${consentDays} days`,
    },
    {
      name: 'sid',
      purpose: 'Keeps you signed in. Only set when you log in, and removed when you log out.',
      lifetime: '30 days',
    },
  ],
  rest: [
    {
      p: 'Both cookies are sent only to this site (same-site) and over a secure connection where the site uses one.',
    },
    { h2: 'Other storage on your device' },
    {
      p: 'The app also keeps your theme, your sign-in details and the items you liked in your browser’s storage, and saves pages you have opened so they work offline. Clearing your browser’s site data removes all of it.',
    },
    { h2: 'Your choice' },
    {
      p: [
        'The banner lets you accept all cookies or reject the optional ones. To change your mind, delete the ',
        { code: 'visited' },
        ' cookie in your browser settings and the banner will ask again. Read more in the ',
        { link: 'Privacy Policy', to: PAGES.privacy },
        '.',
      ],
    },
  ] satisfies readonly Block[],
};
