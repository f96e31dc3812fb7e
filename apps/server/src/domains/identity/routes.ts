import type { PlayerInit } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import {
  defaultLocaleCode,
  findCountry,
  getPublicSettings,
  listEnabledLocales,
  resolveVisitorLocale,
} from '../settings/service.ts';

export async function identityRoutes(app: FastifyInstance) {
  /** Everything the site needs before it draws: visitor's country and locale, geo restriction, settings. */
  app.get('/api/player/init', async (request) => {
    const country = request.visitorCountry;
    const [countryRow, locales, settings, defaultLocale, locale] = await Promise.all([
      country ? findCountry(app.db, country) : null,
      listEnabledLocales(app.db),
      getPublicSettings(app.db),
      defaultLocaleCode(app.db),
      resolveVisitorLocale(app.db, request.cookies['user-language'], country),
    ]);
    const data: PlayerInit = {
      country: countryRow?.code ?? null,
      locale,
      defaultLocale,
      locales,
      isRestricted: countryRow?.restrict ?? false,
      settings,
      player: null,
    };
    return { data };
  });
}
