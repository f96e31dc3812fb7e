import { describe, expect, it } from 'vitest';
import type { FieldRule } from './rules.ts';
import { validateField, validateFields } from './rules.ts';

const now = new Date(Date.UTC(2024, 5, 15));

describe('validateField', () => {
  it('returns null when every rule passes', () => {
    expect(validateField('secret1', [{ rule: 'required' }, { rule: 'minLength', min: 6 }])).toBeNull();
  });

  it('returns the first failing rule only', () => {
    const rules: FieldRule[] = [{ rule: 'required' }, { rule: 'minLength', min: 6 }, { rule: 'email' }];
    expect(validateField('', rules)).toEqual({ rule: 'required', params: {} });
    expect(validateField('abc', rules)).toEqual({ rule: 'minLength', params: { min: 6 } });
    expect(validateField('abcdefg', rules)).toEqual({ rule: 'email', params: {} });
  });

  it('skips optional rules on empty values', () => {
    expect(validateField('', [{ rule: 'email' }, { rule: 'minLength', min: 6 }, { rule: 'cpf' }])).toBeNull();
  });

  it.each<[FieldRule, unknown, object]>([
    [{ rule: 'maxLength', max: 3 }, 'abcd', { max: 3 }],
    [{ rule: 'minValue', min: 10 }, 9, { min: 10 }],
    [{ rule: 'maxValue', max: 10 }, '11', { max: 10 }],
    [{ rule: 'between', min: 10, max: 20 }, 21, { min: 10, max: 20 }],
    [{ rule: 'digits', length: 6 }, '12345', { param: 6 }],
    [{ rule: 'digitsBetween', min: 2, max: 4 }, '1', { min: 2, max: 4 }],
    [{ rule: 'minAge', min: 18 }, '2006-06-16', { min: 18 }],
    [{ rule: 'maxAge', max: 99 }, '1924-06-15', { max: 99 }],
    [{ rule: 'after', date: '2024-01-01' }, '2023-12-31', { param: '2024-01-01' }],
    [{ rule: 'before', date: new Date(Date.UTC(2024, 0, 1)) }, '2024-01-01', { param: '2024-01-01' }],
    [{ rule: 'regex', pattern: '^\\d+$' }, 'abc', {}],
  ])('reports %o with its message params', (rule, value, params) => {
    expect(validateField(value, [rule], {}, { now })).toEqual({ rule: rule.rule, params });
  });

  it.each<[FieldRule, unknown, unknown]>([
    [{ rule: 'email' }, 'player@example.com', 'player@'],
    [{ rule: 'phone' }, '+5511987654321', '+1234'],
    [{ rule: 'date' }, '2024-02-29', '2023-02-29'],
    [{ rule: 'integer' }, '18', '18.5'],
    [{ rule: 'cpf' }, '529.982.247-25', '529.982.247-24'],
    [{ rule: 'ip' }, '::1', '1.2.3'],
    [{ rule: 'ip', version: 4 }, '1.2.3.4', '::1'],
    [{ rule: 'mac' }, '00:1a:2b:3c:4d:5e', '00:1a'],
    [{ rule: 'alpha' }, 'João', 'João1'],
    [{ rule: 'alphaNum' }, 'João1', 'João_1'],
    [{ rule: 'alphaDash' }, 'João_1', 'João 1'],
    [{ rule: 'url' }, 'https://example.com', 'example.com'],
    [{ rule: 'countryCode' }, 'BR', 'br'],
    [{ rule: 'languageCode' }, 'pt', 'PT'],
    [{ rule: 'lowercase' }, 'abc', 'Abc'],
    [{ rule: 'uppercase' }, 'ABC', 'Abc'],
    [{ rule: 'yes' }, 'on', 'off'],
    [{ rule: 'no' }, 'off', 'on'],
    [{ rule: 'slug' }, 'book-of-dead', 'book of dead'],
    [{ rule: 'array' }, ['a'], 'a'],
    [{ rule: 'boolean' }, '1', 'true'],
    [{ rule: 'afterOrEqual', date: '2024-01-01' }, '2024-01-01', '2023-12-31'],
    [{ rule: 'beforeOrEqual', date: '2024-01-01' }, '2024-01-01', '2024-01-02'],
  ])('wires %o to its validator', (rule, valid, invalid) => {
    expect(validateField(valid, [rule])).toBeNull();
    expect(validateField(invalid, [rule])?.rule).toBe(rule.rule);
  });

  it('compares with another field for same-as and different', () => {
    const values = { password: 'secret1', oldPassword: 'secret0' };
    const sameAs: FieldRule = { rule: 'sameAs', field: 'password' };
    expect(validateField('secret1', [sameAs], values)).toBeNull();
    expect(validateField('secret2', [sameAs], values)).toEqual({
      rule: 'sameAs',
      params: { param: 'password' },
    });
    const different: FieldRule = { rule: 'different', field: 'oldPassword' };
    expect(validateField('secret0', [different], values)?.rule).toBe('different');
    expect(validateField('secret1', [different], values)).toBeNull();
  });

  it('requires a value when the other field has the given value', () => {
    const rule: FieldRule = { rule: 'requiredIf', field: 'gender', equals: ['other', 'unspecified'] };
    expect(validateField('', [rule], { gender: 'other' })).toEqual({
      rule: 'requiredIf',
      params: { param: 'gender' },
    });
    expect(validateField('', [rule], { gender: 'male' })).toBeNull();
    expect(validateField('x', [rule], { gender: 'other' })).toBeNull();
  });

  it('requires a value when the other field is filled and no value is given', () => {
    const rule: FieldRule = { rule: 'requiredIf', field: 'securityQuestion' };
    expect(validateField('', [rule], { securityQuestion: 'Pet?' })?.rule).toBe('requiredIf');
    expect(validateField('', [rule], { securityQuestion: '' })).toBeNull();
  });

  it('reads a date reference from another field', () => {
    const rule: FieldRule = { rule: 'after', field: 'from' };
    expect(validateField('2024-01-02', [rule], { from: '2024-01-01' })).toBeNull();
    expect(validateField('2024-01-01', [rule], { from: '2024-01-01' })).toEqual({
      rule: 'after',
      params: { param: 'from' },
    });
    expect(validateField('2024-01-02', [rule], {})?.rule).toBe('after');
  });

  it('uses the given now for age rules', () => {
    const rule: FieldRule = { rule: 'minAge', min: 18 };
    expect(validateField('2006-06-15', [rule], {}, { now })).toBeNull();
    expect(validateField('2006-06-15', [rule], {}, { now: new Date(Date.UTC(2024, 5, 14)) })?.rule).toBe(
      'minAge',
    );
  });
});

describe('validateFields', () => {
  it('reports each failing field and leaves valid ones out', () => {
    const failures = validateFields(
      { email: 'nope', password: 'secret1', password_confirmation: 'secret2', firstName: 'Al' },
      {
        email: [{ rule: 'required' }, { rule: 'email' }],
        password: [{ rule: 'required' }, { rule: 'minLength', min: 6 }],
        password_confirmation: [{ rule: 'required' }, { rule: 'sameAs', field: 'password' }],
        firstName: [{ rule: 'minLength', min: 2 }],
        phone: [{ rule: 'required' }],
      },
    );
    expect(failures).toEqual({
      email: { rule: 'email', params: {} },
      password_confirmation: { rule: 'sameAs', params: { param: 'password' } },
      phone: { rule: 'required', params: {} },
    });
  });
});
