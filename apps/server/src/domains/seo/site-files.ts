import { PAGE_FOLDERS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { gamesForWeights } from '../games/service.ts';
import { getPublicSettings, listEnabledLocales } from '../settings/service.ts';

/** The pages anyone may open, per locale (the shell's routes, apps/web/app/routes.ts). */
const PUBLIC_PAGES = [
  '/',
  '/welcome-package',
  '/tournaments',
  '/contact',
  '/categories',
  '/providers',
  '/questions',
];

/** Pages a visitor has no business crawling: a player's own, one-time links, sign-in callbacks. */
const PRIVATE_PAGES = ['/profile', '/favorites', '/recently-played', '/auth/'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Path prefixes of the locales: none for the default one (`/contact`), `/de` for German. */
async function localePrefixes(app: FastifyInstance): Promise<{ code: string; prefix: string }[]> {
  const locales = await listEnabledLocales(app.db);
  return locales.map(({ code, isDefault }) => ({ code, prefix: isDefault ? '' : `/${code}` }));
}

/** Every public page of one locale: the fixed pages, the content pages it has, every enabled game. */
async function publicPaths(app: FastifyInstance, locale: string, gameSlugs: string[]): Promise<string[]> {
  const settings = await getPublicSettings(app.db);
  const optional = [
    ...(settings.loyaltyEnabled ? ['/loyalty'] : []),
    ...(settings.bettingClient.host && settings.bettingClient.clientId ? ['/betting'] : []),
  ];
  const contentPages = PAGE_FOLDERS.flatMap((folder) =>
    app.content.listPages(locale, folder).map((page) => `/${folder}/${page.identity}`),
  );
  const gamePages = gameSlugs.map((slug) => `/games/${encodeURIComponent(slug)}`);
  return [...PUBLIC_PAGES, ...optional, ...contentPages, ...gamePages];
}

/** The absolute address of a page of a locale (`/` of the default locale is the site's root). */
const pageUrl = (base: string, prefix: string, page: string) =>
  `${base}${page === '/' ? prefix || '/' : `${prefix}${page}`}`;

/** The sitemap: every public page and game in every locale, at PUBLIC_URL. */
export async function sitemapXml(app: FastifyInstance): Promise<string> {
  const base = app.env.PUBLIC_URL.replace(/\/+$/, '');
  const gameSlugs = (await gamesForWeights(app.db)).map((game) => game.slug);
  const urls: string[] = [];
  for (const { code, prefix } of await localePrefixes(app))
    for (const page of await publicPaths(app, code, gameSlugs))
      urls.push(`<url><loc>${escapeXml(pageUrl(base, prefix, page))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: the API and the private pages of every locale are out; the sitemap is named. */
export async function robotsTxt(app: FastifyInstance): Promise<string> {
  const base = app.env.PUBLIC_URL.replace(/\/+$/, '');
  const prefixes = (await localePrefixes(app)).map((locale) => locale.prefix);
  const disallowed = [
    '/api/',
    '/password/reset/',
    '/password-reset/',
    '/verify/',
    ...prefixes.flatMap((prefix) => PRIVATE_PAGES.map((page) => `${prefix}${page}`)),
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
