import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogs: one .po file per area and locale in src/i18n/locales/<locale>/<area>.po, with explicit
 * message ids (no macros: Vite 8's React plugin runs without Babel). en-US is the source locale; th-TH is
 * shown by default. @lingui/vite-plugin compiles the catalogs at build time, so no ICU parser ships.
 */
/** One catalog per area; each area's owner edits only its own files. */
export const CATALOG_AREAS = [
  'common',
  'auth',
  'shell',
  'legal',
  'profile',
  'lobby',
  'wallet',
  'bonus-wallet',
  'account',
  'promotions',
  'flows',
  'flows-docs',
  'routes',
  'service',
  'member',
  'mail',
  'tasks',
  'account-profile',
  'promo-centre',
  'promo-cards',
  'promo-daily',
  'promo-recharge',
  'promo-seasonal',
  'agent-count',
  'promo-agents',
  'promo-rebate',
  'promo-spin',
  'pwa',
  'protection',
  'exclusion',
] as const;

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'th-TH'],
  fallbackLocales: { default: 'en-US' },
  catalogs: CATALOG_AREAS.map((area) => ({
    path: `<rootDir>/src/i18n/locales/{locale}/${area}`,
    include: ['<rootDir>/src', '<rootDir>/machines'],
  })),
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
