import { constantsCatalogue, countriesQuerySchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { listCountries, listEnabledCurrencies, listEnabledLocales } from './service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

  app.get('/api/settings/currencies', async (_request, reply) => {
    reply.header('cache-control', cacheFor(60));
    return { data: await listEnabledCurrencies(app.db) };
  });

  app.get('/api/settings/locales', async (_request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return { data: await listEnabledLocales(app.db) };
  });

  app.get('/api/settings/countries', async (request, reply) => {
    const query = parseInput(countriesQuerySchema, request.query);
    reply.header('cache-control', cacheFor(300));
    return { data: await listCountries(app.db, query.locale ?? request.locale) };
  });

  app.get('/api/settings/constants', async (_request, reply) => {
    reply.header('cache-control', cacheFor(300));
    return { data: constantsCatalogue };
  });
}
