export type PasswordStrength = 'none' | 'weak' | 'good' | 'strong';

/** Cut-offs of the strength meter, by number of characters (spec sections 4 and 9). */
export const PASSWORD_STRENGTH_WEAK_MAX = 2;
export const PASSWORD_STRENGTH_GOOD_MAX = 4;

/** Empty for none, weak for 1-2 characters, good for 3-4, strong for more than 4. */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length === 0) return 'none';
  if (length <= PASSWORD_STRENGTH_WEAK_MAX) return 'weak';
  if (length <= PASSWORD_STRENGTH_GOOD_MAX) return 'good';
  return 'strong';
}
