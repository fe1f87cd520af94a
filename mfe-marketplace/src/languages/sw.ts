/** Kiswahili for every catalogue object the marketplace remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { marketplace } from 'shared-ui/texts/marketplace';
import { marketplace as marketplaceSw } from 'shared-ui/texts/sw/marketplace';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';
import { search } from 'shared-ui/texts/search';
import { search as searchSw } from 'shared-ui/texts/sw/search';
import { product } from '../texts/product.ts';
import { sell } from '../texts/sell.ts';
import { product as productSw } from '../texts/sw/product.ts';
import { sell as sellSw } from '../texts/sw/sell.ts';

export default [
  ...sharedTranslations,
  [search, searchSw],
  [marketplace, marketplaceSw],
  [product, productSw],
  [sell, sellSw],
] satisfies readonly TranslationPair[];
