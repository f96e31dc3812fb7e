import type { FieldDefinition } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  definitionsFor,
  nicknameFromEmail,
  registrationBody,
  registrationDefaults,
  registrationModes,
  visibleRules,
} from './registration.ts';

const field = (name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: 1,
  name,
  description: '',
  editable: true,
  isRequired: false,
  isVisible: true,
  position: 1,
  value: null,
  rules: [],
  ...extra,
});

const definitions: FieldDefinition[] = [
  // As the server describes them with both registration types on: neither login is required.
  field('phone', { position: 2, rules: [{ rule: 'phone' }] }),
  field('email', { position: 1, rules: [{ rule: 'email' }] }),
  field('password', { position: 3 }),
  field('nickname', { position: 4, isVisible: false, rules: [{ rule: 'minLength', min: 2 }] }),
  field('country', { position: 5, value: 'DE' }),
  field('locale', { position: 6, value: 'en' }),
  field('agreements', {
    position: 7,
    value: false,
    isRequired: true,
    rules: [{ rule: 'required' }, { rule: 'yes' }],
  }),
  field('receiveEmailPromo', { position: 8, value: true }),
  field('bonusCode', { position: 9 }),
];

describe('registration form', () => {
  it('offers the types both the settings and the content allow, e-mail first', () => {
    expect(registrationModes(['phone', 'email'], 'both')).toEqual(['email', 'phone']);
    expect(registrationModes(['email', 'phone'], 'phone')).toEqual(['phone']);
    expect(registrationModes(['email'], 'both')).toEqual(['email']);
    expect(registrationModes(['email'], 'phone')).toEqual(['email']);
    expect(registrationModes([], 'both')).toEqual(['email']);
  });

  it('drops the other login field and orders by position', () => {
    expect(definitionsFor(definitions, 'email').map((item) => item.name)).toEqual([
      'email',
      'password',
      'nickname',
      'country',
      'locale',
      'agreements',
      'receiveEmailPromo',
      'bonusCode',
    ]);
    expect(definitionsFor(definitions, 'phone').map((item) => item.name)).not.toContain('email');
  });

  it("checks only shown fields, required first, the type's own login always required", () => {
    const rules = visibleRules(definitionsFor(definitions, 'email'));
    expect(rules.email).toEqual([{ rule: 'required' }, { rule: 'email' }]);
    expect(visibleRules(definitionsFor(definitions, 'phone')).phone).toEqual([
      { rule: 'required' },
      { rule: 'phone' },
    ]);
    expect(rules.nickname).toBeUndefined();
    expect(rules.locale).toBeUndefined();
  });

  it('starts checkboxes from content, the locale from the page, the rest from the definitions', () => {
    const values = registrationDefaults(definitionsFor(definitions, 'email'), {
      locale: 'pt-br',
      checkboxDefaults: { agreements: '1', receiveEmailPromo: '0' },
      bonusCode: 'WELCOME',
    });
    expect(values).toMatchObject({
      agreements: true,
      receiveEmailPromo: false,
      locale: 'pt-br',
      country: 'DE',
      bonusCode: 'WELCOME',
      email: '',
    });
    expect(
      registrationDefaults([field('receiveEmailPromo', { value: true })], {
        locale: 'en',
        checkboxDefaults: {},
      }),
    ).toEqual({ receiveEmailPromo: true });
  });

  it('makes a nickname from the e-mail address', () => {
    expect(nicknameFromEmail('anna.maria+casino@example.com')).toBe('anna_maria_casino');
    expect(nicknameFromEmail('x@example.com')).toBe('');
  });

  it('sends hidden fields too, with the nickname from the e-mail and the page locale', () => {
    const body = registrationBody(
      definitionsFor(definitions, 'email'),
      {
        email: ' joao.silva@example.com ',
        password: ' spaced pass ',
        nickname: '',
        country: 'DE',
        locale: 'en',
        agreements: true,
        receiveEmailPromo: false,
        bonusCode: '',
      },
      'pt-br',
    );
    expect(body).toEqual({
      email: 'joao.silva@example.com',
      password: ' spaced pass ',
      nickname: 'joao_silva',
      country: 'DE',
      locale: 'pt-br',
      agreements: true,
      receiveEmailPromo: false,
    });
  });
});
