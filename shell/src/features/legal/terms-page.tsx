import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-ui';
import { LegalPage } from './legal-page.tsx';

/** The youngest age at which the platform may be used (spec section 9). */
export const MINIMUM_AGE = 13;

/** /terms-conditions. */
export function TermsPage() {
  return (
    <LegalPage title="Terms & conditions">
      <p>By using {PRODUCT_NAME} you agree to these terms. Please read them carefully.</p>
      <h2>Who may use the platform</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to use the platform. To create an account and publish,
        see also our <Link to="/privacy-policy">Privacy Policy</Link>, which asks members under 18 not to
        share personal information with us.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself and tell us if you think someone else has used your account. You are
        responsible for what is published from it.
      </p>
      <h2>What you publish</h2>
      <ul>
        <li>Publish only what you made yourself or have permission to share.</li>
        <li>
          Treat others with respect. No hate speech, harassment, threats, or content that mocks any tribe,
          faith or tradition.
        </li>
        <li>
          Respect sacred knowledge: do not share rituals, places or images that elders have asked to be kept
          private.
        </li>
        <li>Articles are reviewed before they appear; we may remove anything that breaks these terms.</li>
      </ul>
      <p>
        You keep the rights to your work. By publishing it here you allow us to show it on the platform and in
        the app for as long as you keep it published.
      </p>
      <h2>The marketplace</h2>
      <p>
        Sellers are responsible for their listings, prices (in Kenya shillings) and deliveries. Sales happen
        directly between buyer and seller; please check a product and the seller before you pay. We are not a
        party to the sale.
      </p>
      <h2>Legal aid</h2>
      <p>
        Information about land rights on the platform is general guidance, not legal advice for your case. We
        can put you in touch with people who can advise you.
      </p>
      <h2>Ending your use</h2>
      <p>
        You may delete your content or ask us to close your account at any time. We may suspend accounts that
        break these terms.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <Link to="/contact-us">contact us</Link>.
      </p>
    </LegalPage>
  );
}
