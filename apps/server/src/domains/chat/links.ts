import { AppError } from '../../plugins/errors.ts';

/**
 * Links in a staff message may only point to our own site: a phishing link in an agent's name is
 * what a stolen staff session would send. Anything that reads as a web address counts: a scheme
 * (`https://`, `//`), `www.`, or a host with a known-looking top-level domain (`evil.example/…`).
 */
const URL_LIKE =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9-]+\.)+[a-z]{2,24}(?::\d{1,5})?(?:\/[^\s<>"']*)?/gi;

/** The links of a text that do not lead to `siteOrigin` (an origin: scheme, host and port). */
export function foreignLinks(text: string, siteOrigin: string): string[] {
  const site = new URL(siteOrigin);
  return [...text.matchAll(URL_LIKE)].map((match) => match[0]).filter((link) => !isOurs(link, site));
}

function isOurs(link: string, site: URL): boolean {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link)
    ? link
    : link.startsWith('//')
      ? `${site.protocol}${link}`
      : `${site.protocol}//${link}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === site.host;
  } catch {
    return false;
  }
}

/** 422 on `text` (rule chatLink) when a staff message links anywhere but our site. */
export function assertOwnLinks(text: string, siteOrigin: string) {
  if (foreignLinks(text, siteOrigin).length > 0)
    throw AppError.validation([
      { field: 'text', rule: 'chatLink', params: { site: new URL(siteOrigin).host } },
    ]);
}
