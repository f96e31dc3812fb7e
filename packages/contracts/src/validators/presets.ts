import type { FieldRule } from './rules.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const OTP_LENGTH = 6;

const required: FieldRule = { rule: 'required' };
const password: FieldRule = { rule: 'minLength', min: PASSWORD_MIN_LENGTH };
const name: FieldRule = { rule: 'minLength', min: NAME_MIN_LENGTH };

/** Rules the product attaches to well-known field names, whatever the form. */
const presets = new Map<string, readonly FieldRule[]>([
  ['password', [password]],
  ['newPassword', [required, password]],
  ['password_confirmation', [required, { rule: 'sameAs', field: 'password' }]],
  ['repeatNewPassword', [required, { rule: 'sameAs', field: 'newPassword' }]],
  ['currentPassword', [required]],
  ['firstName', [name]],
  ['lastName', [name]],
  ['personalIdNumber', [name]],
  ['email', [{ rule: 'email' }]],
  ['phone', [{ rule: 'phone' }]],
  ['birthdate', [{ rule: 'date' }]],
  ['age', [{ rule: 'integer' }]],
  ['cpf_number', [{ rule: 'cpf' }]],
]);

export type FieldRulesOptions = {
  /** From the field definition (isRequired); adds 'required' first. */
  required?: boolean;
  /** A field's regexp (dynamic payment fields, network wallet regex); adds a 'regex' rule. */
  pattern?: string | null;
};

/** Rules for a field by its name, plus those its definition asks for. */
export function fieldRulesFor(field: string, options: FieldRulesOptions = {}): FieldRule[] {
  const rules = [...(presets.get(field) ?? [])];
  if (options.required && !rules.some((rule) => rule.rule === 'required')) rules.unshift(required);
  if (options.pattern) rules.push({ rule: 'regex', pattern: options.pattern });
  return rules;
}
