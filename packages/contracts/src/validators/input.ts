import { z } from 'zod';

/**
 * String builders for request input (body, query, params): every string has a length limit and
 * refuses control characters, which PostgreSQL rejects (NUL) or which break headers and logs (CR, LF).
 * Failures carry rule keys ('max', 'controlCharacters') that the field messages translate; a value
 * over the limit gets that one message, not also those of the checks after it.
 */

/** Whether the text holds a C0 control, DEL or a C1 control, other than those `allowed`. */
function hasControl(value: string, allowed = ''): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || (code >= 0x7f && code <= 0x9f)) && !allowed.includes(char)) return true;
  }
  return false;
}

export const hasControlCharacter = (value: string) => hasControl(value);

/** Single-line text of at most `max` characters. */
export function zText({ max }: { max: number }) {
  return z
    .string()
    .max(max, { abort: true })
    .refine((value) => !hasControl(value), { message: 'controlCharacters', abort: true });
}

/** Text that may span lines (\n, \r and \t allowed), of at most `max` characters. */
export function zMultilineText({ max }: { max: number }) {
  return z
    .string()
    .max(max, { abort: true })
    .refine((value) => !hasControl(value, '\t\n\r'), { message: 'controlCharacters', abort: true });
}

/** The ids and short codes we use (uuids, slugs, codes): non-empty, single-line, 64 characters by default. */
export function zId({ max = 64 }: { max?: number } = {}) {
  return zText({ max }).trim().min(1);
}
