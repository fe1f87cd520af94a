import { Link } from 'react-router-dom';
import { timings } from 'shared-ui/validation';
import { LegalPage } from './legal-page.tsx';

/** /cookie-policy. */
export function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy">
      <p>
        Cookies are small text files a website keeps in your browser. We use as few as we can, and no
        advertising or tracking cookies.
      </p>
      <h2>The cookies we use</h2>
      <div className="legal-table">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">What it does</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>visited</code>
              </td>
              <td>
                Remembers your answer to the cookie banner: <code>true</code> when you accept all,{' '}
                <code>false</code> when you reject.
              </td>
              <td>{timings.cookieConsentDays} days</td>
            </tr>
            <tr>
              <td>
                <code>sid</code>
              </td>
              <td>Keeps you signed in. Only set when you log in, and removed when you log out.</td>
              <td>30 days</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Both cookies are sent only to this site (same-site) and over a secure connection where the site uses
        one.
      </p>
      <h2>Other storage on your device</h2>
      <p>
        The app also keeps your theme, your sign-in details and the items you liked in your browser&rsquo;s
        storage, and saves pages you have opened so they work offline. Clearing your browser&rsquo;s site data
        removes all of it.
      </p>
      <h2>Your choice</h2>
      <p>
        The banner lets you accept all cookies or reject the optional ones. To change your mind, delete the{' '}
        <code>visited</code> cookie in your browser settings and the banner will ask again. Read more in the{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
