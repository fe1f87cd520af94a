/**
 * The web app manifest (public/manifest.webmanifest): its name, short name, description and
 * language come from the catalogue, written into the file as the build copies it.
 */
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from 'shared-ui/texts';
import { documents } from 'shared-ui/texts/documents';
import { escapeJson, fillTexts } from './text-templates.ts';

export const MANIFEST_TEXTS = {
  name: PRODUCT_NAME,
  shortName: PRODUCT_SHORT_NAME,
  description: documents.description,
  lang: documents.lang,
};

export const fillManifest = (template: string) => fillTexts(template, MANIFEST_TEXTS, escapeJson);
