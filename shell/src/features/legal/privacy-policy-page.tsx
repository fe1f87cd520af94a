import { texts } from 'shared-ui';
import { legalTexts } from './legal-texts.ts';
import { Blocks } from '../../shared/rich-text.tsx';
import { LegalPage } from './legal-page.tsx';

/** /privacy-policy and /privacy_policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title={texts.nav.privacy}>
      <Blocks blocks={legalTexts.privacyPolicy} />
    </LegalPage>
  );
}
