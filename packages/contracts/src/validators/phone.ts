import type { PhoneNumber } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isEmpty } from './empty.ts';

export const PHONE_MAX_INPUT_LENGTH = 250;
export const PHONE_NATIONAL_MIN_DIGITS = 2;
export const PHONE_NATIONAL_MAX_DIGITS = 17;
export const PHONE_CALLING_CODE_MAX_DIGITS = 3;

/** Parses an international number ('+' and calling code); null unless it is a valid number. */
export function parsePhone(value: unknown): PhoneNumber | null {
  if (typeof value !== 'string' || value.length > PHONE_MAX_INPUT_LENGTH) return null;
  const phone = parsePhoneNumberFromString(value);
  if (!phone) return null;
  const nationalDigits = phone.nationalNumber.length;
  if (nationalDigits < PHONE_NATIONAL_MIN_DIGITS || nationalDigits > PHONE_NATIONAL_MAX_DIGITS) return null;
  if (phone.countryCallingCode.length > PHONE_CALLING_CODE_MAX_DIGITS) return null;
  return phone.isValid() ? phone : null;
}

export function isPhone(value: unknown): boolean {
  return isEmpty(value) || parsePhone(value) !== null;
}

/** E.164 form ('+5511987654321') of a valid phone, else null. */
export function normalizePhone(value: unknown): string | null {
  return parsePhone(value)?.number ?? null;
}
