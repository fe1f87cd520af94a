import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './0001_foundation.ts';
import * as contact from './0002_contact.ts';
import * as profiles from './0003_profiles.ts';
import * as articles from './0004_articles.ts';
import * as media from './0005_media.ts';
import * as marketplace from './0006_marketplace.ts';
import * as searchPrefixes from './0007_search_prefixes.ts';
import * as adminConsole from './0008_admin_console.ts';
import * as notifications from './0009_notifications.ts';
import * as reports from './0010_reports.ts';
import * as reportWeight from './0011_report_weight.ts';
import * as sharedState from './0012_shared_state.ts';
import * as siteSearch from './0013_site_search.ts';
import * as mediaCopies from './0014_media_copies.ts';

/** Every migration, in order. A static list: no directory scanning at run time. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_contact': contact,
  '0003_profiles': profiles,
  '0004_articles': articles,
  '0005_media': media,
  '0006_marketplace': marketplace,
  '0007_search_prefixes': searchPrefixes,
  '0008_admin_console': adminConsole,
  '0009_notifications': notifications,
  '0010_reports': reports,
  '0011_report_weight': reportWeight,
  '0012_shared_state': sharedState,
  '0013_site_search': siteSearch,
  '0014_media_copies': mediaCopies,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
