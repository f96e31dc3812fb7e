import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './site-files.ts';

/** What crawlers ask the site's root for: /robots.txt and /sitemap.xml (the favicon is a web asset). */
export async function seoRoutes(app: FastifyInstance) {
  const cacheControl = 'public, max-age=3600';
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(await robotsTxt(app)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(await sitemapXml(app)),
  );
}
