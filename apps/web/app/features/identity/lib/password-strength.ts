import { PASSWORD_MIN_LENGTH } from '@casino/contracts';

export type PasswordStrength = 'none' | 'weak' | 'good' | 'strong';

/** From this length any password is good, and one of three kinds of characters strong. */
export const PASSWORD_LONG_LENGTH = 10;
/** From this length any password is strong. */
export const PASSWORD_STRONG_ANY_LENGTH = 16;

const KINDS = [/[a-z]/u, /[A-Z]/u, /\d/u, /[^a-zA-Z\d]/u];
const COMMON = new Set([
  'password',
  'passwort',
  'senha',
  'qwerty',
  'qwertz',
  'letmein',
  'welcome',
  'iloveyou',
]);

const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const RUNS_BOTH_WAYS = [...RUNS, ...RUNS.map((run) => [...run].reverse().join(''))];

/** One character over and over, a run of the keyboard or the alphabet ("123456", "654321"), or a well-known word. */
function isPredictable(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower.replace(/\d+$/u, ''))) return true;
  if (new Set(lower).size === 1) return true;
  return RUNS_BOTH_WAYS.some((run) => run.includes(lower));
}

/**
 * The meter's word for a password (the spec's three levels). The spec's cut-offs by length alone
 * (good from 3 characters) called "123" good while the form refuses anything under the minimum of
 * 6: below the minimum, or predictable, a password is weak; past it, its length and the kinds of
 * characters it mixes (lower case, upper case, digits, others) make it good or strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length === 0) return 'none';
  if (length < PASSWORD_MIN_LENGTH || isPredictable(password)) return 'weak';
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  if (length >= PASSWORD_STRONG_ANY_LENGTH || (length >= PASSWORD_LONG_LENGTH && kinds >= 3)) return 'strong';
  if (length >= PASSWORD_LONG_LENGTH || kinds >= 2) return 'good';
  return 'weak';
}
