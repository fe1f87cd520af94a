/**
 * A remote's texts put in another language after the test's modules have loaded. In the browser
 * a remote's page code can load before its catalogue of the page's language is written over its
 * English texts (shared-ui/i18n/apply), so a component must read its texts as it renders: a test
 * renders after this, and a text read once as its module loaded shows in English.
 *
 *   describe('the page in Kiswahili, its texts put in the language after its code loaded', () => {
 *     translateTextsLate(() => import('../../languages/sw.ts'));
 *     it(…);
 *   });
 */
import { translate, type LanguageModule } from 'shared-ui/i18n/apply';

/** A copy of a catalogue object, its nested objects copied too, to write back over it. */
function copyOf(catalogue: object): object {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]: [string, unknown]) => [
      key,
      value !== null && typeof value === 'object' && !Array.isArray(value) ? copyOf(value) : value,
    ]),
  );
}

/**
 * Before the tests of the block it is called in, writes the remote's catalogue `load` gives (its
 * `src/languages/<code>.ts`) over the English texts; after them, puts the English back.
 */
export function translateTextsLate(load: () => Promise<LanguageModule>): void {
  let english: (readonly [object, object])[] = [];
  beforeAll(async () => {
    const pairs = (await load()).default;
    english = pairs.map(([catalogue]) => [catalogue, copyOf(catalogue)] as const);
    for (const [catalogue, translation] of pairs) translate(catalogue, translation);
  });
  afterAll(() => {
    for (const [catalogue, copy] of english) translate(catalogue, copy);
  });
}
