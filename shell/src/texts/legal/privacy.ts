/** The Privacy Policy (/privacy-policy), imported by that page only. */
import { PAGES } from 'shared-ui/contracts';
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { Block } from 'shared-ui/texts';

export const privacyPolicy: readonly Block[] = [
  {
    p: `This policy explains what personal information ${PRODUCT_NAME} collects, why, and what you can do about it.`,
  },
  { h2: 'What we collect' },
  {
    ul: [
      [
        { strong: 'Your account:' },
        ' your username, email address and a protected (hashed) form of your password. Your password itself is never stored.',
      ],
      [
        { strong: 'Your profile, if you fill it in:' },
        ' age, place of birth, skills, career, experience, education and a profile picture.',
      ],
      [
        { strong: 'What you publish:' },
        ' articles, reels, music, video links, comments, reviews and products, with the dates you posted them.',
      ],
      [
        { strong: 'Messages to us:' },
        ' what you send through the contact form (name, message, and a phone number or email address if you give them), and your email address if you subscribe to the newsletter.',
      ],
    ],
  },
  { h2: 'Children' },
  {
    p: 'We do not collect personal information from anyone under 18. If you are under 18, you are welcome to read and listen, but please do not create an account, post content or send us personal details. If we learn that we hold information about someone under 18, we delete it.',
  },
  { h2: 'How we use it' },
  {
    ul: [
      'To run your account and show what you publish to other visitors.',
      'To answer your messages and keep you informed about your ticket.',
      'To send the newsletter you asked for; every issue lets you unsubscribe.',
      'To keep the platform safe, for example by limiting repeated failed log-ins.',
    ],
  },
  { p: 'We do not sell your information, and we do not show third-party advertising.' },
  { h2: 'What stays on your device' },
  {
    p: [
      'The app remembers your theme, the articles and reels you liked, and who you are signed in as, in your browser’s storage. Signing out removes your sign-in. See the ',
      { link: 'Cookie Policy', to: PAGES.cookies },
      ' for cookies.',
    ],
  },
  { h2: 'Sharing' },
  {
    p: 'Only what you publish is public. Sellers’ WhatsApp numbers are shown on their listings because they chose to list them. We share information with authorities only when the law requires it.',
  },
  { h2: 'Your rights' },
  {
    p: [
      'Under Kenya’s Data Protection Act you may ask to see, correct or delete your personal information, or object to how we use it. Write to us through the ',
      { link: 'contact page', to: PAGES.contact },
      ' and we will answer within a reasonable time.',
    ],
  },
  { h2: 'Changes' },
  {
    p: 'When this policy changes we update the date above and, for important changes, tell members by email.',
  },
];
