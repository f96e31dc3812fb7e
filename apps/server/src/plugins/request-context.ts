import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Locale of the asker: x-locale header, else user-language cookie, else the default. */
    locale: string;
    /** ISO country from the configured proxy header (e.g. cf-ipcountry), null when absent or unknown. */
    visitorCountry: string | null;
  }
}

/** The locales the site's content exists in (the content source). */
type KnownLocales = { locales(): string[] };

export function registerRequestContext(app: FastifyInstance, content: KnownLocales, defaultLocale: string) {
  app.decorateRequest('locale', defaultLocale);
  app.decorateRequest('visitorCountry', null);
  app.addHook('onRequest', async (request) => {
    const known = content.locales();
    const wanted = [request.headers['x-locale'], request.cookies['user-language']];
    request.locale =
      wanted.find((code): code is string => typeof code === 'string' && known.includes(code)) ??
      defaultLocale;
    const country = request.headers[app.env.COUNTRY_HEADER];
    request.visitorCountry =
      typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  });
}
