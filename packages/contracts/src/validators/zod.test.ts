import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  withFieldRules,
  withRules,
  zCountryCode,
  zCpf,
  zDateString,
  zEmail,
  zIp,
  zLanguageCode,
  zPhone,
  zSlug,
  zUrl,
} from './zod.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('zod helpers', () => {
  it.each<[string, z.ZodType, string, string, string]>([
    ['zCountryCode', zCountryCode, 'BR', 'Brazil', 'countryCode'],
    ['zLanguageCode', zLanguageCode, 'pt', 'pt-BR', 'languageCode'],
    ['zPhone', zPhone, '+447911123456', '+1234', 'phone'],
    ['zCpf', zCpf, '529.982.247-25', '529.982.247-24', 'cpf'],
    ['zDateString', zDateString, '2024-02-29', '2023-02-29', 'date'],
    ['zEmail', zEmail, 'player@example.com', 'player@example', 'email'],
    ['zSlug', zSlug, 'sweet-bonanza', 'sweet bonanza', 'slug'],
    ['zUrl', zUrl, 'https://example.com', 'ftp://example.com', 'url'],
    ['zIp', zIp, '2001:db8::1', '999.1.1.1', 'ip'],
  ])('%s accepts valid input and reports the rule key', (_name, schema, valid, invalid, rule) => {
    expect(schema.parse(valid)).toBe(valid);
    expect(messages(schema.safeParse(invalid))).toEqual([rule]);
  });

  it('rejects empty strings as required and non-strings', () => {
    expect(messages(zPhone.safeParse(''))).toEqual(['required']);
    expect(zCountryCode.safeParse(undefined).success).toBe(false);
    expect(zCountryCode.optional().safeParse(undefined).success).toBe(true);
  });
});

describe('withRules', () => {
  it('turns the first failing rule into an issue with params', () => {
    const schema = withRules(z.string(), [{ rule: 'required' }, { rule: 'minLength', min: 6 }]);
    const result = schema.safeParse('abc');
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', message: 'minLength', params: { min: 6 } },
    ]);
    expect(schema.safeParse('abcdef').success).toBe(true);
  });
});

describe('withFieldRules', () => {
  const schema = withFieldRules(z.object({ password: z.string(), password_confirmation: z.string() }), {
    password: [{ rule: 'minLength', min: 6 }],
    password_confirmation: [{ rule: 'sameAs', field: 'password' }],
  });

  it('reports failures at each field path', () => {
    const result = schema.safeParse({ password: 'abc', password_confirmation: 'abd' });
    expect(result.error?.issues).toMatchObject([
      { path: ['password'], message: 'minLength', params: { min: 6 } },
      { path: ['password_confirmation'], message: 'sameAs', params: { param: 'password' } },
    ]);
  });

  it('passes valid objects through', () => {
    const values = { password: 'abcdef', password_confirmation: 'abcdef' };
    expect(schema.parse(values)).toEqual(values);
  });
});
