import { describe, expect, it } from 'vitest';
import { fieldRulesFor } from './presets.ts';
import { validateField } from './rules.ts';

const check = (field: string, value: unknown, values: Record<string, unknown> = {}) =>
  validateField(value, fieldRulesFor(field), values)?.rule ?? null;

describe('fieldRulesFor', () => {
  it('applies password min 6 without requiring it', () => {
    expect(check('password', 'abcde')).toBe('minLength');
    expect(check('password', 'abcdef')).toBeNull();
    expect(check('password', '')).toBeNull();
  });

  it('requires new and current passwords', () => {
    expect(check('newPassword', '')).toBe('required');
    expect(check('newPassword', 'abcde')).toBe('minLength');
    expect(check('currentPassword', '')).toBe('required');
  });

  it('requires confirmations to match their password', () => {
    expect(check('password_confirmation', '')).toBe('required');
    expect(check('password_confirmation', 'abcdef', { password: 'abcdeg' })).toBe('sameAs');
    expect(check('password_confirmation', 'abcdef', { password: 'abcdef' })).toBeNull();
    expect(check('repeatNewPassword', 'abcdef', { newPassword: 'abcdef' })).toBeNull();
    expect(check('repeatNewPassword', 'abcdef', { newPassword: 'abcdeg' })).toBe('sameAs');
  });

  it('applies the named field rules of the spec', () => {
    expect(check('firstName', 'A')).toBe('minLength');
    expect(check('lastName', 'Li')).toBeNull();
    expect(check('personalIdNumber', '1')).toBe('minLength');
    expect(check('email', 'a@b')).toBe('email');
    expect(check('phone', '+1234')).toBe('phone');
    expect(check('birthdate', '2023-02-29')).toBe('date');
    expect(check('age', '18.5')).toBe('integer');
    expect(check('cpf_number', '111.111.111-11')).toBe('cpf');
  });

  it('adds required first and the definition pattern last', () => {
    expect(fieldRulesFor('wallet_id', { required: true, pattern: '^T[0-9A-Za-z]{33}$' })).toEqual([
      { rule: 'required' },
      { rule: 'regex', pattern: '^T[0-9A-Za-z]{33}$' },
    ]);
    expect(fieldRulesFor('cpf_number', { required: true })).toEqual([{ rule: 'required' }, { rule: 'cpf' }]);
    expect(
      fieldRulesFor('newPassword', { required: true }).filter((rule) => rule.rule === 'required'),
    ).toHaveLength(1);
  });

  it('knows nothing about unknown or prototype names', () => {
    expect(fieldRulesFor('city')).toEqual([]);
    expect(fieldRulesFor('constructor')).toEqual([]);
  });

  it('returns a fresh array each time', () => {
    fieldRulesFor('email').push({ rule: 'required' });
    expect(fieldRulesFor('email')).toEqual([{ rule: 'email' }]);
  });
});
