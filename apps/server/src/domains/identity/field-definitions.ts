import type { FieldDefinition, FieldRule } from '@casino/contracts';
import { fieldRulesFor, PASSWORD_MIN_LENGTH } from '@casino/contracts';
import type { Player } from './players.ts';

export const MIN_AGE = 18;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const NICKNAME_MAX_LENGTH = 32;
export const BONUS_CODE_MAX_LENGTH = 32;

const required: FieldRule = { rule: 'required' };
const nicknameRules: FieldRule[] = [
  { rule: 'minLength', min: 2 },
  { rule: 'maxLength', max: NICKNAME_MAX_LENGTH },
  { rule: 'alphaDash' },
];
const nameRules: FieldRule[] = [...fieldRulesFor('firstName'), { rule: 'maxLength', max: 100 }];
const birthdateRules: FieldRule[] = [{ rule: 'date' }, { rule: 'minAge', min: MIN_AGE }];
const maxLength = (max: number): FieldRule => ({ rule: 'maxLength', max });

type Field = Omit<FieldDefinition, 'id' | 'position' | 'description'> & { description?: string };

const field = (
  name: string,
  rules: FieldRule[],
  options: Partial<Omit<Field, 'name' | 'rules'>> = {},
): Field => ({
  name,
  rules,
  editable: options.editable ?? true,
  isRequired: rules.some((rule) => rule.rule === 'required'),
  isVisible: options.isVisible ?? true,
  value: options.value ?? null,
  description: options.description,
});

const withPositions = (fields: Field[]): FieldDefinition[] =>
  fields.map((item, index) => ({
    id: index + 1,
    ...item,
    description: item.description ?? '',
    position: index + 1,
  }));

/** What the registration form depends on: the visitor's country (from the proxy header) and language. */
export type RegistrationContext = {
  /** Known country of the visitor, or null: then country and currency stay hidden. */
  country: string | null;
  /** The currency suggested for that country (see suggestCurrency). */
  currency: string;
  locale: string;
  /** The registration types the operator offers (e-mail, phone or both). */
  types: readonly RegistrationKind[];
};

export type RegistrationKind = 'email' | 'phone';

/**
 * The login field of each type is required only when it is the only type: the product's client draws
 * the chosen tab's login field itself and keeps the other one in the form, so with both types on a
 * required phone would be demanded on the e-mail tab too. The server still requires each type's own
 * login (registration.ts); the other one is optional there, a phone given at e-mail sign-up kept unverified.
 */
const loginRules = (kind: RegistrationKind, types: readonly RegistrationKind[]) =>
  types.length === 1 && types[0] === kind ? [required] : [];

export function registrationFields(context: RegistrationContext): FieldDefinition[] {
  const known = context.country !== null;
  return withPositions([
    field(
      'email',
      [...loginRules('email', context.types), ...fieldRulesFor('email'), maxLength(EMAIL_MAX_LENGTH)],
      { description: 'The login of e-mail registration; optional at phone registration.' },
    ),
    field('phone', [...loginRules('phone', context.types), ...fieldRulesFor('phone')], {
      description:
        'The login of phone registration, confirmed by an SMS code; optional at e-mail registration (verified later).',
    }),
    field('password', [
      required,
      { rule: 'minLength', min: PASSWORD_MIN_LENGTH },
      maxLength(PASSWORD_MAX_LENGTH),
    ]),
    field('password_confirmation', fieldRulesFor('password_confirmation')),
    field('nickname', nicknameRules, {
      isVisible: false,
      description: 'Derived from the e-mail address when left empty.',
    }),
    field('country', known ? [required, { rule: 'countryCode' }] : [{ rule: 'countryCode' }], {
      isVisible: known,
      value: context.country,
    }),
    field('currency', known ? [required] : [], {
      isVisible: known,
      value: context.currency,
      description: 'One of the enabled currencies.',
    }),
    field('locale', [], { isVisible: false, value: context.locale }),
    field('birthdate', [required, ...birthdateRules]),
    field('agreements', [required, { rule: 'yes' }], { value: false }),
    field('receiveEmailPromo', [{ rule: 'boolean' }], { value: false }),
    field('receiveSmsPromo', [{ rule: 'boolean' }], { value: false }),
    field('bonusCode', [maxLength(BONUS_CODE_MAX_LENGTH)]),
  ]);
}

export function profileFields(player: Player): FieldDefinition[] {
  return withPositions([
    field('email', fieldRulesFor('email'), { editable: false, value: player.email }),
    // Set, changed or removed until verified; a verified phone is a login and a reset channel, so a
    // session alone cannot replace it.
    field('phone', fieldRulesFor('phone'), {
      editable: player.phoneVerifiedAt === null,
      value: player.phone,
    }),
    field('nickname', [required, ...nicknameRules], { value: player.nickname }),
    field('firstName', nameRules, { value: player.firstName }),
    field('lastName', nameRules, { value: player.lastName }),
    field('gender', [{ rule: 'regex', pattern: '^(male|female|other)$' }], { value: player.gender }),
    field('birthdate', birthdateRules, { value: player.birthdate }),
    field('country', [{ rule: 'countryCode' }], { value: player.country }),
    field('city', [maxLength(100)], { value: player.city }),
    field('address', [maxLength(200)], { value: player.address }),
    field('postalCode', [maxLength(20)], { value: player.postalCode }),
    field('currency', [], { editable: false, value: player.currency }),
    field('locale', [required], { value: player.locale }),
    field('receiveEmailPromo', [{ rule: 'boolean' }], { value: player.receiveEmailPromo }),
    field('receiveSmsPromo', [{ rule: 'boolean' }], { value: player.receiveSmsPromo }),
  ]);
}

/** Rules by field name, for the rule engine. */
export function rulesByField(
  definitions: FieldDefinition[],
  only: (definition: FieldDefinition) => boolean = () => true,
): Record<string, FieldRule[]> {
  return Object.fromEntries(definitions.filter(only).map((item) => [item.name, item.rules]));
}
