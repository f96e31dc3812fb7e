import type { ContentDictionary } from '@casino/contracts';
import { contentRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';

export async function contentRoutes(app: FastifyInstance) {
  const content = app.content;
  const requireLocale = (locale = app.defaultLocale) => {
    if (!content.locales().includes(locale)) throw AppError.notFound(`Unknown locale ${locale}.`);
    return locale;
  };

  route(app, calls.sections, async ({ query }, _request, reply) => {
    const locale = requireLocale(query.locale);
    const data: Record<string, ContentDictionary> = {};
    for (const section of query.sections) data[section] = content.section(locale, section) ?? {};
    reply.header('cache-control', 'public, max-age=60');
    return { data };
  });

  route(app, calls.pages, async ({ query }, _request, reply) => {
    const locale = requireLocale(query.locale);
    reply.header('cache-control', 'public, max-age=60');
    return { data: content.listPages(locale, query.folder) };
  });

  route(app, calls.page, async ({ query }, _request, reply) => {
    const locale = requireLocale(query.locale);
    const page = content.page(locale, query.path);
    if (!page) throw AppError.notFound('Page not found.');
    reply.header('cache-control', 'public, max-age=60');
    return { data: page };
  });
}
