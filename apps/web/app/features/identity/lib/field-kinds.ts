export type FieldKind =
  | 'checkbox'
  | 'password'
  | 'email'
  | 'phone'
  | 'country'
  | 'currency'
  | 'gender'
  | 'date'
  | 'textarea'
  | 'text';

const CHECKBOXES = new Set([
  'agreements',
  'receiveEmailPromo',
  'receiveSmsPromo',
  'receiveBonus',
  'pwaInstalled',
]);
const PASSWORDS = new Set([
  'password',
  'password_confirmation',
  'currentPassword',
  'newPassword',
  'repeatNewPassword',
]);
const KINDS: Record<string, FieldKind> = {
  email: 'email',
  phone: 'phone',
  country: 'country',
  nationality: 'country',
  currency: 'currency',
  gender: 'gender',
  birthdate: 'date',
  message: 'textarea',
};

/** Fields never shown, whatever the definition says: filled by the site itself. */
export const ALWAYS_HIDDEN_FIELDS = new Set(['locale', 'captcha']);

/** How a field of the server's definitions is drawn, by its name. */
export function fieldKind(name: string): FieldKind {
  if (CHECKBOXES.has(name)) return 'checkbox';
  if (PASSWORDS.has(name)) return 'password';
  return KINDS[name] ?? 'text';
}
