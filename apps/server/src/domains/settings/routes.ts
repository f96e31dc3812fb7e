import { settingsRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { socialAuthSettings, socialConfig } from '../identity/social/providers.ts';
import { listConstants, listCountries, listEnabledCurrencies, listEnabledLocales } from './service.ts';

/** Client contract section 1; the client's SSR caches these, so do browsers for a while. */
export async function settingsRoutes(app: FastifyInstance) {
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;
  const socialAuth = socialAuthSettings(socialConfig(app.env));

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

  route(app, calls.constants, async (_input, _request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return { data: await listConstants(app.db, socialAuth) };
  });
}
