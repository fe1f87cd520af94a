import type { ComponentType } from 'react';
import { startLanguage } from 'shared-ui';
import type { LanguageModule } from 'shared-ui/i18n/apply';
import type { Language } from 'shared-ui/contracts';

/**
 * A lazily loaded page whose texts in the page's language are a chunk of their own (its
 * feature's `languages/<code>.ts`): both load together, and the page renders once both are in.
 * An English page loads no texts chunk.
 */
export async function pageWithTexts<Page extends { default: ComponentType }>(
  page: Promise<Page>,
  texts: (code: Language) => Promise<LanguageModule>,
): Promise<Page> {
  const [module] = await Promise.all([page, startLanguage(texts)]);
  return module;
}
