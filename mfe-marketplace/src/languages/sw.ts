/** Kiswahili for every catalogue object the marketplace remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { marketplace } from 'shared-ui/texts/marketplace';
import { product } from 'shared-ui/texts/product';
import { sell } from 'shared-ui/texts/sell';
import { marketplace as marketplaceSw } from 'shared-ui/texts/sw/marketplace';
import { product as productSw } from 'shared-ui/texts/sw/product';
import { sell as sellSw } from 'shared-ui/texts/sw/sell';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';

export default [
  ...sharedTranslations,
  [marketplace, marketplaceSw],
  [product, productSw],
  [sell, sellSw],
] satisfies readonly TranslationPair[];
