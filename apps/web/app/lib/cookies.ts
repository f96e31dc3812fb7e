/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax${secure}`;
}

export function deleteCookie(name: string) {
  writeCookie(name, '', 0);
}

export const COOKIE_NAMES = {
  userLanguage: 'user-language',
  cookieConsent: 'cookie-consent',
  affiliateTag: 'affiliate-tag',
  /** The code of a friend's `?ref=` link (the server's REFERRAL_CODE_COOKIE). */
  referralCode: 'referral-code',
  sessionToken: 'session-token',
} as const;

export const ONE_YEAR_SECONDS = 31_536_000;
