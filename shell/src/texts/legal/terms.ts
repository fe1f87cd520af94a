/** The Terms & conditions (/terms-conditions), imported by that page only. */
import { PAGES } from 'shared-ui/contracts';
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { Block } from 'shared-ui/texts';

/** `minimumAge`: the youngest age at which the platform may be used (spec section 9). */
export const terms = (minimumAge: number): readonly Block[] => [
  { p: `By using ${PRODUCT_NAME} you agree to these terms. Please read them carefully.` },
  { h2: 'Who may use the platform' },
  {
    p: [
      `You must be at least ${minimumAge} years old to use the platform. To create an account and publish, see also our `,
      { link: 'Privacy Policy', to: PAGES.privacy },
      ', which asks members under 18 not to share personal information with us.',
    ],
  },
  { h2: 'Your account' },
  {
    p: 'Keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what is published from it.',
  },
  { h2: 'What you publish' },
  {
    ul: [
      'Publish only what you made yourself or have permission to share.',
      'Treat others with respect. No hate speech, harassment, threats, or content that mocks any tribe, faith or tradition.',
      'Respect sacred knowledge: do not share rituals, places or images that elders have asked to be kept private.',
      'Articles are reviewed before they appear; we may remove anything that breaks these terms.',
    ],
  },
  {
    p: 'You keep the rights to your work. By publishing it here you allow us to show it on the platform and in the app for as long as you keep it published.',
  },
  { h2: 'The marketplace' },
  {
    p: 'Sellers are responsible for their listings, prices (in Kenya shillings) and deliveries. Sales happen directly between buyer and seller; please check a product and the seller before you pay. We are not a party to the sale.',
  },
  { h2: 'Legal aid' },
  {
    p: 'Information about land rights on the platform is general guidance, not legal advice for your case. We can put you in touch with people who can advise you.',
  },
  { h2: 'Ending your use' },
  {
    p: 'You may delete your content or ask us to close your account at any time. We may suspend accounts that break these terms.',
  },
  { h2: 'Contact' },
  { p: ['Questions about these terms: ', { link: 'contact us', to: PAGES.contact }, '.'] },
];
