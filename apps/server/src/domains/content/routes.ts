import type { ContentDictionary } from '@casino/contracts';
import { contentPageQuerySchema, pageListQuerySchema, sectionsQuerySchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, parseInput } from '../../plugins/errors.ts';

export async function contentRoutes(app: FastifyInstance) {
  const content = app.content;
  const requireLocale = (locale = app.defaultLocale) => {
    if (!content.locales().includes(locale)) throw AppError.notFound(`Unknown locale ${locale}.`);
    return locale;
  };

  app.get('/api/content/sections', async (request, reply) => {
    const query = parseInput(sectionsQuerySchema, request.query);
    const locale = requireLocale(query.locale);
    const data: Record<string, ContentDictionary> = {};
    for (const section of query.sections) data[section] = content.section(locale, section) ?? {};
    reply.header('cache-control', 'public, max-age=60');
    return { data };
  });

  app.get('/api/content/pages', async (request, reply) => {
    const query = parseInput(pageListQuerySchema, request.query);
    const locale = requireLocale(query.locale);
    reply.header('cache-control', 'public, max-age=60');
    return { data: content.listPages(locale, query.folder) };
  });

  app.get('/api/content/page', async (request, reply) => {
    const query = parseInput(contentPageQuerySchema, request.query);
    const locale = requireLocale(query.locale);
    const page = content.page(locale, query.path);
    if (!page) throw AppError.notFound('Page not found.');
    reply.header('cache-control', 'public, max-age=60');
    return { data: page };
  });
}
