import type { MetaDescriptor } from 'react-router';
import { localizePath, splitLocalePrefix } from './locale.ts';
import { type SiteData, siteResources } from './site-data.ts';

type MetaArgs = {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
};

/** Title, description, og:url and an alternate link for every locale (plus x-default). */
export function pageMeta(args: MetaArgs, page: { title: string; description?: string }): MetaDescriptor[] {
  const site = args.matches.find((match) => match?.id === 'root')?.data as SiteData | undefined;
  if (!site) return [{ title: page.title }];
  const brand = String((siteResources(site).layout as Record<string, unknown> | undefined)?.brand ?? '');
  const { rest } = splitLocalePrefix(args.location.pathname);
  const absolute = (locale: string) =>
    new URL(localizePath(rest, locale, site.init.defaultLocale), site.publicUrl).href;
  const title = brand && !page.title.includes(brand) ? `${page.title} | ${brand}` : page.title;
  return [
    { title },
    ...(page.description ? [{ name: 'description', content: page.description }] : []),
    { property: 'og:title', content: title },
    { property: 'og:url', content: absolute(site.locale) },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: site.locale },
    { tagName: 'link', rel: 'canonical', href: absolute(site.locale) },
    ...site.init.locales.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale.code,
      href: absolute(locale.code),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(site.init.defaultLocale) },
  ];
}

/** Meta for a page whose title and description live in the global-components section under `key`. */
export function sectionMeta(args: MetaArgs, key: string): MetaDescriptor[] {
  const site = args.matches.find((match) => match?.id === 'root')?.data as SiteData | undefined;
  const texts = site ? siteResources(site)['global-components']?.[key] : undefined;
  if (!texts || typeof texts === 'string') return [];
  return pageMeta(args, { title: String(texts.title ?? ''), description: String(texts.description ?? '') });
}

/** Meta for a route whose loader returned a content page. */
export function contentPageMeta(
  args: MetaArgs & { data?: { page: { title: string; description: string } } },
) {
  return args.data ? pageMeta(args, args.data.page) : [];
}
