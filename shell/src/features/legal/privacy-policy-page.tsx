import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-ui';
import { LegalPage } from './legal-page.tsx';

/** /privacy-policy and /privacy_policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what personal information {PRODUCT_NAME} collects, why, and what you can do about
        it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your username, email address and a protected (hashed) form of your
          password. Your password itself is never stored.
        </li>
        <li>
          <strong>Your profile, if you fill it in:</strong> age, place of birth, skills, career, experience,
          education and a profile picture.
        </li>
        <li>
          <strong>What you publish:</strong> articles, reels, music, video links, comments, reviews and
          products, with the dates you posted them.
        </li>
        <li>
          <strong>Messages to us:</strong> what you send through the contact form (name, message, and a phone
          number or email address if you give them), and your email address if you subscribe to the
          newsletter.
        </li>
      </ul>
      <h2>Children</h2>
      <p>
        We do not collect personal information from anyone under 18. If you are under 18, you are welcome to
        read and listen, but please do not create an account, post content or send us personal details. If we
        learn that we hold information about someone under 18, we delete it.
      </p>
      <h2>How we use it</h2>
      <ul>
        <li>To run your account and show what you publish to other visitors.</li>
        <li>To answer your messages and keep you informed about your ticket.</li>
        <li>To send the newsletter you asked for; every issue lets you unsubscribe.</li>
        <li>To keep the platform safe, for example by limiting repeated failed log-ins.</li>
      </ul>
      <p>We do not sell your information, and we do not show third-party advertising.</p>
      <h2>What stays on your device</h2>
      <p>
        The app remembers your theme, the articles and reels you liked, and who you are signed in as, in your
        browser&rsquo;s storage. Signing out removes your sign-in. See the{' '}
        <Link to="/cookie-policy">Cookie Policy</Link> for cookies.
      </p>
      <h2>Sharing</h2>
      <p>
        Only what you publish is public. Sellers&rsquo; WhatsApp numbers are shown on their listings because
        they chose to list them. We share information with authorities only when the law requires it.
      </p>
      <h2>Your rights</h2>
      <p>
        Under Kenya&rsquo;s Data Protection Act you may ask to see, correct or delete your personal
        information, or object to how we use it. Write to us through the{' '}
        <Link to="/contact-us">contact page</Link> and we will answer within a reasonable time.
      </p>
      <h2>Changes</h2>
      <p>
        When this policy changes we update the date above and, for important changes, tell members by email.
      </p>
    </LegalPage>
  );
}
