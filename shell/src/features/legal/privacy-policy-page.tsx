import { texts } from 'shared-ui';
import { privacyPolicy } from 'shared-ui/texts/legal/privacy';
import { Blocks } from '../../shared/rich-text.tsx';
import { LegalPage } from './legal-page.tsx';

/** /privacy-policy and /privacy_policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title={texts.nav.privacy}>
      <Blocks blocks={privacyPolicy} />
    </LegalPage>
  );
}
