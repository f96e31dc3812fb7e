/** A locale prefix is two letters, or two letters, a dash and two letters (spec section 2). */
const LOCALE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/;

export function isLocaleSegment(segment: string | undefined): segment is string {
  return !!segment && LOCALE_SEGMENT.test(segment);
}

/** Splits `/de/static/terms` into `{ prefix: 'de', rest: '/static/terms' }`; no prefix gives null. */
export function splitLocalePrefix(pathname: string): { prefix: string | null; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (!isLocaleSegment(first)) return { prefix: null, rest: pathname || '/' };
  return { prefix: first, rest: `/${others.join('/')}` };
}

/** The path as it reads in `locale`: the default locale has no prefix. */
export function localizePath(path: string, locale: string, defaultLocale: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}
