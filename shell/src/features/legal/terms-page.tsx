import { texts } from 'shared-ui';
import { legalTexts } from './legal-texts.ts';
import { Blocks } from '../../shared/rich-text.tsx';
import { LegalPage } from './legal-page.tsx';

/** The youngest age at which the platform may be used (spec section 9). */
export const MINIMUM_AGE = 13;

/** /terms-conditions. */
export function TermsPage() {
  return (
    <LegalPage title={texts.nav.terms}>
      <Blocks blocks={legalTexts.terms(MINIMUM_AGE)} />
    </LegalPage>
  );
}
