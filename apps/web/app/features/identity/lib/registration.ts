import type { FieldDefinition, FieldRule } from '@casino/contracts';
import { ALWAYS_HIDDEN_FIELDS, fieldKind } from './field-kinds.ts';

export type RegistrationMode = 'email' | 'phone';
export type RegistrationValues = Record<string, unknown>;

const MODES: RegistrationMode[] = ['email', 'phone'];

/**
 * The registration tabs: the types the settings enable that the content also offers ('both', 'email'
 * or 'phone'); e-mail first. Falls back to the settings alone, then to e-mail.
 */
export function registrationModes(
  enabled: readonly RegistrationMode[],
  contentTypes: string,
): RegistrationMode[] {
  const offered = contentTypes === 'email' || contentTypes === 'phone' ? [contentTypes] : MODES;
  const both = MODES.filter((mode) => enabled.includes(mode) && offered.includes(mode));
  if (both.length > 0) return both;
  const fromSettings = MODES.filter((mode) => enabled.includes(mode));
  return fromSettings.length > 0 ? fromSettings : ['email'];
}

/**
 * The definitions of one registration type, in position order: e-mail registration has no phone, and
 * back. The type's own login is required (the server marks neither required while both types are on).
 */
export function definitionsFor(
  definitions: readonly FieldDefinition[],
  mode: RegistrationMode,
): FieldDefinition[] {
  const other = mode === 'email' ? 'phone' : 'email';
  return definitions
    .filter((definition) => definition.name !== other)
    .map((definition) => (definition.name === mode ? { ...definition, isRequired: true } : definition))
    .sort((a, b) => a.position - b.position);
}

export function isShown(definition: FieldDefinition): boolean {
  return definition.isVisible && !ALWAYS_HIDDEN_FIELDS.has(definition.name);
}

/** Rules the browser checks: those of the shown fields ('required' first when the definition asks for it). */
export function visibleRules(definitions: readonly FieldDefinition[]): Record<string, FieldRule[]> {
  return Object.fromEntries(
    definitions.filter(isShown).map((definition) => {
      const rules = [...definition.rules];
      if (definition.isRequired && !rules.some((rule) => rule.rule === 'required'))
        rules.unshift({ rule: 'required' });
      return [definition.name, rules];
    }),
  );
}

type DefaultsInput = {
  locale: string;
  /** Content defaults of the checkboxes: '1' ticked, '0' not. */
  checkboxDefaults: Record<string, string>;
  bonusCode?: string;
};

/** Starting values: checkboxes from content, locale from the page, the rest from the definitions. */
export function registrationDefaults(
  definitions: readonly FieldDefinition[],
  input: DefaultsInput,
): RegistrationValues {
  const values: RegistrationValues = {};
  for (const definition of definitions) {
    const { name, value } = definition;
    if (fieldKind(name) === 'checkbox') {
      const fromContent = input.checkboxDefaults[name];
      values[name] =
        fromContent === undefined ? value === true || value === 1 || value === '1' : fromContent === '1';
    } else if (name === 'locale') values[name] = input.locale;
    else if (name === 'bonusCode' && input.bonusCode) values[name] = input.bonusCode;
    else values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

const NICKNAME_MAX = 32;

/** A nickname made from an e-mail address: its local part, with letters, digits, - and _ only. */
export function nicknameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const clean = local
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, NICKNAME_MAX);
  return clean.length >= 2 ? clean : '';
}

/**
 * The body sent to the server: every field of the type, hidden ones too (a hidden nickname made from the
 * e-mail, locale from the page); empty values are left out.
 */
export function registrationBody(
  definitions: readonly FieldDefinition[],
  values: RegistrationValues,
  locale: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const definition of definitions) {
    const { name } = definition;
    let value = values[name];
    if (name === 'locale') value = locale;
    if (name === 'nickname' && !isShown(definition) && !value && typeof values.email === 'string')
      value = nicknameFromEmail(values.email);
    if (typeof value === 'string' && fieldKind(name) !== 'password') value = value.trim();
    if (value === '' || value === null || value === undefined) continue;
    body[name] = value;
  }
  return body;
}
