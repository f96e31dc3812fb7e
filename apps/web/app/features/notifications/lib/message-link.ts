import { type Message, safeRedirectPath } from '@casino/contracts';

/**
 * Where a message's link goes: a path of this site in the page's language (a path the server already
 * wrote in that language stays as it is). Anything else (another origin, a `javascript:` URL, a
 * protocol-relative `//host` or `/\\host`) is no link: messages only point at our own pages.
 */
export function messageHref(
  message: Message,
  localize: (path: string) => string,
  locale: string,
): string | null {
  const link = message.content.link?.url;
  // Resolved against a placeholder origin: only a path that stays on it is one of ours.
  const url = link?.startsWith('/') ? safeRedirectPath(link, 'https://site.invalid') : null;
  if (!url) return null;
  const localized = url === `/${locale}` || url.startsWith(`/${locale}/`) || url.startsWith(`/${locale}?`);
  return localized ? url : localize(url);
}
