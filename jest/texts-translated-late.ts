/**
 * A remote's texts put in another language after the test's modules have loaded. In the browser
 * a remote's page code can load before its catalogue of the page's language is added to its
 * English texts (shared-ui/i18n/apply), and the renderer's worker renders pages in any language
 * one after another, so a component must read its texts as it renders: a test renders after
 * this, and a text read once as its module loaded shows in English.
 *
 *   describe('the page in Kiswahili, its texts put in the language after its code loaded', () => {
 *     translateTextsLate(() => import('../../languages/sw.ts'));
 *     it(…);
 *   });
 */
import { DEFAULT_LANGUAGE } from 'shared-ui/contracts';
import { addLanguageModule, type LanguageModule } from 'shared-ui/i18n/apply';
import { renderIn } from 'shared-ui';

/**
 * Before the tests of the block it is called in, adds the remote's Kiswahili catalogue `load`
 * gives (its `src/languages/sw.ts`) and renders in Kiswahili; after them, in English again.
 */
export function translateTextsLate(load: () => Promise<LanguageModule>): void {
  beforeAll(async () => {
    addLanguageModule(await load(), 'sw');
    renderIn('sw');
  });
  afterAll(() => renderIn(DEFAULT_LANGUAGE));
}
