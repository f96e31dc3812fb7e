/** At most 12 digits in the number part of the phone input (spec section 9). */
export const PHONE_DIGITS_MAX = 12;

/** What the number box keeps of typed or pasted text: digits only, at most 12. */
export function sanitizePhoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS_MAX);
}

/**
 * The phone sent to the server: '+', the calling code, then the digits, only when both parts are
 * filled; otherwise empty (spec section 5).
 */
export function buildPhoneValue(
  prefix: string | null | undefined,
  digits: string | null | undefined,
): string {
  const code = (prefix ?? '').replace(/\D/g, '');
  const number = sanitizePhoneDigits(digits ?? '');
  if (!code || !number) return '';
  return `+${code}${number}`;
}

/** Splits a stored international phone back into one of the known prefixes and its digits. */
export function splitPhoneValue(
  value: string,
  prefixes: readonly string[],
): { prefix: string; digits: string } | null {
  const digits = value.replace(/\D/g, '');
  if (!value.trim().startsWith('+') || !digits) return null;
  const codes = [...new Set(prefixes.map((prefix) => prefix.replace(/\D/g, '')))].sort(
    (a, b) => b.length - a.length,
  );
  const code = codes.find((candidate) => candidate && digits.startsWith(candidate));
  return code ? { prefix: `+${code}`, digits: digits.slice(code.length) } : null;
}

/**
 * The country a phone field starts on when it holds no number: the visitor's as the server saw it,
 * else the region of the browser's first language that names one ("de-AT" → AT), else none (the
 * visitor picks one). Never a country the list does not have.
 */
export function startingPhoneCountry(
  countryCodes: readonly string[],
  visitorCountry: string | null | undefined,
  browserLanguages: readonly string[],
): string | undefined {
  const known = new Set(countryCodes);
  if (visitorCountry && known.has(visitorCountry)) return visitorCountry;
  for (const language of browserLanguages) {
    const region = regionOf(language);
    if (region && known.has(region)) return region;
  }
  return undefined;
}

function regionOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}
