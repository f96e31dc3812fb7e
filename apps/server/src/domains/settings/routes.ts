import { settingsRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { listCountries, listEnabledCurrencies, listEnabledLocales } from './service.ts';

/**
 * Client contract section 1; the client's SSR caches these, so do browsers for a while. The constants
 * (settings' switches and the social sign-ins configured) are served by identity, which knows the latter.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

  route(app, calls.currencies, async (_input, _request, reply) => {
    reply.header('cache-control', cacheFor(60));
    return { data: await listEnabledCurrencies(app.db) };
  });

  route(app, calls.locales, async (_input, _request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return { data: await listEnabledLocales(app.db) };
  });

  route(app, calls.countries, async ({ query }, request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return { data: await listCountries(app.db, query.locale ?? request.locale) };
  });
}
