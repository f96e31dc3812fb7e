import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../../lib/seo.ts';
import { type SiteData, siteResources } from '../../../lib/site-data.ts';

type MetaArgs = Parameters<typeof pageMeta>[0];

/** `{name}` placeholders of a content text filled in. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Title, description and the alternate links of a games page, from the content texts
 * `global-components.games.meta.{key}` with the page's values filled in.
 */
export function catalogueMeta(
  args: MetaArgs,
  key: 'category' | 'providers' | 'favorites' | 'played' | 'game',
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const site = args.matches.find((match) => match?.id === 'root')?.data as SiteData | undefined;
  const games = site ? siteResources(site)['global-components']?.games : undefined;
  const meta = typeof games === 'object' ? games.meta : undefined;
  const texts = typeof meta === 'object' ? meta[key] : undefined;
  if (!texts || typeof texts === 'string') return [];
  const description = values.description || String(texts.description ?? '');
  return pageMeta(args, {
    title: fillPlaceholders(String(texts.title ?? ''), values),
    description: fillPlaceholders(description, values),
  });
}
