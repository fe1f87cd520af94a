/**
 * The offline page (public/offline.html), which the service worker shows for a page it has not
 * saved: its texts come from the catalogue, written into the file as the build copies it.
 */
import { documents } from 'shared-ui/texts/documents';
import { escapeHtml, fillTexts } from './text-templates.ts';

export const OFFLINE_PAGE_TEXTS = { lang: documents.lang, ...documents.offline };

export const fillOfflinePage = (template: string) => fillTexts(template, OFFLINE_PAGE_TEXTS, escapeHtml);
