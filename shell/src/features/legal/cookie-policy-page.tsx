import { texts } from 'shared-ui';
import { legalTexts } from './legal-texts.ts';
import { timings } from 'shared-ui/validation';
import { Blocks, RichText } from '../../shared/rich-text.tsx';
import { LegalPage } from './legal-page.tsx';

/** /cookie-policy. */
export function CookiePolicyPage() {
  const t = legalTexts.cookiePolicy;
  return (
    <LegalPage title={texts.nav.cookies}>
      <Blocks blocks={t.intro} />
      <div className="legal-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.purpose}</th>
              <th scope="col">{t.columns.lifetime}</th>
            </tr>
          </thead>
          <tbody>
            {t.cookies(timings.cookieConsentDays).map((cookie) => (
              <tr key={cookie.name}>
                <td>
                  <code>{cookie.name}</code>
                </td>
                <td>
                  <RichText text={cookie.purpose} />
                </td>
                <td>{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Blocks blocks={t.rest} />
    </LegalPage>
  );
}
