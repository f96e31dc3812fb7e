import type { FieldIssue, FieldRule, LoginResult } from '@casino/contracts';
import {
  isEmpty,
  isYes,
  normalizePhone,
  toCalendarDate,
  zodIssueToFieldIssue,
  zText,
} from '@casino/contracts';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import { suggestCurrency } from '../settings/currency-suggestion.ts';
import {
  findCountry,
  getPublicSettings,
  listEnabledCurrencies,
  listEnabledLocales,
} from '../settings/service.ts';
import type { IdentityContext, RequestOrigin } from './context.ts';
import { sendEmailLink } from './email-tokens.ts';
import { type RegistrationKind, registrationFields, rulesByField } from './field-definitions.ts';
import { markOtp, matchOtp, otpUsedMeanwhile } from './otp.ts';
import { hashPassword } from './passwords.ts';
import {
  createPlayer,
  findPlayerByEmail,
  findPlayerByPhone,
  isNicknameTaken,
  type NewPlayer,
  normalizeEmail,
  uniqueViolation,
} from './players.ts';
import { createSession } from './sessions.ts';
import { fieldError, isRecord, mergeIssues, ruleIssues } from './validation.ts';

export type { RegistrationKind };

/** The visitor as the registration form sees them. */
export type Visitor = RequestOrigin & {
  locale: string;
  affiliateTag: string | null;
  /** A friend's referral code (`?ref=`): an unknown one is ignored, never a reason to refuse. */
  referralCode: string | null;
};

/** Field definitions of the registration form for this visitor (GET /fields/validations). */
export async function registrationFieldsFor(
  ctx: IdentityContext,
  visitor: Pick<Visitor, 'country' | 'locale'>,
) {
  const [country, currencies, settings] = await Promise.all([
    visitor.country ? findCountry(ctx.db, visitor.country) : null,
    listEnabledCurrencies(ctx.db),
    getPublicSettings(ctx.db),
  ]);
  const code = country?.code ?? null;
  return registrationFields({
    country: code,
    currency: suggestCurrency(code, currencies),
    locale: visitor.locale,
    types: settings.registrationTypes,
  });
}

const optionalText = (max: number) => zText({ max }).trim().nullish();
/** The registration values the server reads (the form's rules come from the field definitions). */
export const registrationValuesSchema = z.object({
  email: optionalText(254),
  phone: optionalText(32),
  password: zText({ max: 200 }),
  nickname: optionalText(100),
  country: optionalText(64),
  currency: optionalText(10),
  locale: optionalText(10),
  birthdate: z.union([zText({ max: 32 }), z.number()]),
  bonusCode: optionalText(64),
  referralCode: optionalText(64),
  code: optionalText(10),
});

const required: FieldRule = { rule: 'required' };
const codeRules: FieldRule[] = [required, { rule: 'digits', length: 6 }];
const withoutRequired = (rules: FieldRule[]) => rules.filter((rule) => rule.rule !== 'required');

type Candidate = Omit<NewPlayer, 'nickname'> & { nickname?: string };
type Values = z.infer<typeof registrationValuesSchema>;

/** Registers a player by e-mail or by phone (with an SMS code); sends the confirmation e-mail when there is an address. */
export async function registerPlayer(
  ctx: IdentityContext,
  kind: RegistrationKind,
  body: unknown,
  visitor: Visitor,
): Promise<LoginResult> {
  const { registrationTypes } = await getPublicSettings(ctx.db);
  if (!registrationTypes.includes(kind)) throw AppError.forbidden(`Registration by ${kind} is not offered.`);
  const { candidate, input } = await validateRegistration(ctx, kind, body, visitor);
  const otpId =
    kind === 'phone'
      ? await matchOtp(
          ctx.db,
          ctx.keys,
          { phone: candidate.phone!, reason: 'registration', code: input.code! },
          { field: 'code' },
        )
      : null;
  const passwordHash = await hashPassword(input.password);
  const result = await ctx.db
    .transaction(async (tx) => {
      if (otpId && !(await markOtp(tx, otpId, { consume: true }))) throw otpUsedMeanwhile('code');
      const signUp = { referralCode: visitor.referralCode, deviceHash: visitor.deviceHash, ip: visitor.ip };
      const player = await createPlayer(tx, { ...candidate, passwordHash }, signUp);
      const origin = {
        ip: visitor.ip,
        userAgent: visitor.userAgent,
        deviceHash: visitor.deviceHash,
        fingerprinted: visitor.fingerprinted,
        country: visitor.country,
      };
      const session = { playerId: player.id, method: 'registration' as const, isNewlyRegistered: true };
      return createSession({ db: tx, keys: ctx.keys }, { ...session, ...origin });
    })
    .catch((error: unknown) => {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      throw fieldError([{ field: takenField(constraint), rule: 'unique' }]);
    });
  if (result.profile.email) await sendEmailLink(ctx, result.profile, 'email-confirmation');
  return result;
}

/** The field rules of the form (as served to the browser), then what only the server can check. */
async function validateRegistration(
  ctx: IdentityContext,
  kind: RegistrationKind,
  body: unknown,
  visitor: Visitor,
): Promise<{ candidate: Candidate; input: Values }> {
  const values = withoutBlankNickname(isRecord(body) ? body : {});
  const definitions = await registrationFieldsFor(ctx, visitor);
  const rules = rulesByField(definitions);
  const other = kind === 'email' ? 'phone' : 'email';
  rules[kind] = [required, ...withoutRequired(rules[kind]!)];
  rules[other] = withoutRequired(rules[other]!);
  if (kind === 'phone') rules.code = codeRules;
  const issues = ruleIssues(values, rules);
  const parsed = registrationValuesSchema.safeParse(values);
  if (!parsed.success) {
    const typed = parsed.error.issues.map((issue) => ({
      ...zodIssueToFieldIssue(issue),
      field: String(issue.path[0] ?? '_'),
    }));
    throw fieldError(mergeIssues(issues, typed));
  }
  const candidate = await toNewPlayer(ctx, kind, parsed.data, values, visitor);
  const allIssues = mergeIssues(issues, await semanticIssues(ctx, candidate, parsed.data, issues));
  if (allIssues.length > 0) throw fieldError(allIssues);
  return { candidate, input: parsed.data };
}

/**
 * The product's form sends its hidden nickname field as "undefined" or "": no nickname chosen, so one
 * is generated (nicknames are unique, so the literal would fail from the second player on).
 */
function withoutBlankNickname(values: Record<string, unknown>): Record<string, unknown> {
  const { nickname, ...rest } = values;
  const blank = nickname === undefined || nickname === null;
  if (blank || (typeof nickname === 'string' && ['', 'undefined', 'null'].includes(nickname.trim())))
    return rest;
  return values;
}

async function toNewPlayer(
  ctx: IdentityContext,
  kind: RegistrationKind,
  input: Values,
  values: Record<string, unknown>,
  visitor: Visitor,
): Promise<Candidate> {
  const [locales, currencies] = await Promise.all([
    listEnabledLocales(ctx.db),
    listEnabledCurrencies(ctx.db),
  ]);
  const locale = locales.some((item) => item.code === input.locale) ? input.locale! : visitor.locale;
  const birth = toCalendarDate(input.birthdate);
  const now = new Date();
  return {
    email: input.email ? normalizeEmail(input.email) : null,
    // At e-mail registration a phone is kept unverified: the player proves it later by SMS code.
    phone: input.phone ? normalizePhone(input.phone) : null,
    phoneVerifiedAt: kind === 'phone' ? now : null,
    nickname: input.nickname || undefined,
    country: input.country || null,
    // The first wallet account opens in it: the one chosen, else the country's, as the form suggests.
    currency: input.currency || suggestCurrency(input.country || visitor.country, currencies),
    locale,
    birthdate: birth ? `${birth.year}-${pad(birth.month)}-${pad(birth.day)}` : null,
    agreementsAcceptedAt: now,
    receiveEmailPromo: ticked(values.receiveEmailPromo),
    receiveSmsPromo: ticked(values.receiveSmsPromo),
    registrationBonusCode: input.bonusCode || null,
    affiliateTag: visitor.affiliateTag,
    registrationIp: visitor.ip,
  };
}

const ticked = (value: unknown) => !isEmpty(value) && isYes(value);
const pad = (value: number) => String(value).padStart(2, '0');

/** Checks the rule engine cannot make: taken e-mail, phone and nickname, known country, enabled currency. */
async function semanticIssues(
  ctx: IdentityContext,
  candidate: Candidate,
  input: Values,
  ruleFailures: FieldIssue[],
): Promise<FieldIssue[]> {
  const failed = new Set(ruleFailures.map((issue) => issue.field));
  const checks: [string, () => Promise<string | null>][] = [
    [
      'email',
      async () => (candidate.email && (await findPlayerByEmail(ctx.db, candidate.email)) ? 'unique' : null),
    ],
    [
      'phone',
      async () => (candidate.phone && (await findPlayerByPhone(ctx.db, candidate.phone)) ? 'unique' : null),
    ],
    [
      'nickname',
      async () => (input.nickname && (await isNicknameTaken(ctx.db, input.nickname)) ? 'unique' : null),
    ],
    ['country', async () => (input.country && !(await findCountry(ctx.db, input.country)) ? 'in' : null)],
    [
      'currency',
      async () => {
        if (!input.currency) return null;
        const enabled = await listEnabledCurrencies(ctx.db);
        return enabled.some((item) => item.code === input.currency) ? null : 'in';
      },
    ],
  ];
  const issues: FieldIssue[] = [];
  for (const [field, check] of checks) {
    if (failed.has(field)) continue;
    const rule = await check();
    if (rule) issues.push({ field, rule });
  }
  return issues;
}

function takenField(constraint: string): string {
  if (constraint.includes('phone')) return 'phone';
  if (constraint.includes('nickname')) return 'nickname';
  return 'email';
}
