import { hasControlCharacter } from './input.ts';

/** Backslashes (which browsers read as slashes) and control characters (which browsers strip). */
const isUnsafe = (target: string) => target.includes('\\') || hasControlCharacter(target);

/**
 * Where a player-supplied redirect target may send the browser: the normalised path (with query and
 * hash) when the target, parsed with WHATWG URL rules against the site's origin, stays on that
 * origin; null for anything else (another host, a scheme, `//host`, backslashes, control characters).
 */
export function safeRedirectPath(target: unknown, siteOrigin: string): string | null {
  if (typeof target !== 'string' || target === '' || isUnsafe(target)) return null;
  try {
    const origin = new URL(siteOrigin).origin;
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
