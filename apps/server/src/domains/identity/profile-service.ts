import type { FieldIssue, Profile } from '@casino/contracts';
import { ErrorCode, isEmpty, normalizePhone, profileUpdateSchema, toCalendarDate } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../plugins/errors.ts';
import { findCountry, listEnabledLocales } from '../settings/service.ts';
import type { IdentityContext } from './context.ts';
import { redeemEmailToken, sendEmailLink } from './email-tokens.ts';
import { profileFields, rulesByField } from './field-definitions.ts';
import {
  findPlayerById,
  findPlayerByPhone,
  isNicknameTaken,
  type Player,
  profileOf,
  uniqueViolation,
} from './players.ts';
import { enforceLimits, recordEvents } from './rate-events.ts';
import type { Authenticated } from './sessions.ts';
import { players } from './tables.ts';
import { isRecord, mergeIssues, ruleIssues } from './validation.ts';

export const CONFIRMATION_RESENDS_PER_HOUR = 5;

export async function requirePlayerRow(ctx: IdentityContext, session: Authenticated): Promise<Player> {
  const player = await findPlayerById(ctx.db, session.playerId);
  if (!player) throw AppError.unauthorized();
  return player;
}

/**
 * PUT /profile: fields sent are checked with the profile field rules (only editable fields change;
 * a different value for a read-only one such as the e-mail is a 422 'notEditable'). An empty string
 * clears an optional field (the product's client sends '' for every empty one); a new phone starts
 * unverified, and `{phone: ''}` drops one not verified yet.
 */
export async function updateProfile(
  ctx: IdentityContext,
  session: Authenticated,
  body: unknown,
): Promise<Profile> {
  const player = await requirePlayerRow(ctx, session);
  const values = isRecord(body) ? body : {};
  const definitions = profileFields(player);
  const sent = (name: string) => Object.hasOwn(values, name);
  const issues: FieldIssue[] = definitions
    .filter((item) => !item.editable && sent(item.name) && !sameValue(values[item.name], item.value))
    .map((item) => ({ field: item.name, rule: 'notEditable' }));
  const ruled = ruleIssues(
    values,
    rulesByField(definitions, (item) => item.editable && sent(item.name)),
  );
  const parsed = profileUpdateSchema.safeParse(values);
  const typed = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? '_'), rule: 'type' }));
  const basic = mergeIssues(mergeIssues(issues, ruled), typed);
  const update = parsed.success ? parsed.data : {};
  const all = mergeIssues(basic, await semanticIssues(ctx, player, values, basic));
  if (all.length > 0) throw AppError.validation(all);

  const columns = { ...toColumns(update), ...phoneColumns(player, update.phone) };
  if (Object.keys(columns).length === 0) return profileOf(ctx.db, player);
  const [updated] = await ctx.db
    .update(players)
    .set(columns)
    .where(eq(players.id, player.id))
    .returning()
    .catch((error: unknown) => {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      const field = constraint.includes('phone') ? 'phone' : 'nickname';
      throw AppError.validation([{ field, rule: 'unique' }]);
    });
  return profileOf(ctx.db, updated!);
}

const sameValue = (sent: unknown, current: unknown) =>
  (isEmpty(sent) && isEmpty(current)) || sent === current;

type Update = ReturnType<typeof profileUpdateSchema.parse>;

async function semanticIssues(
  ctx: IdentityContext,
  player: Player,
  update: Update,
  earlier: FieldIssue[],
): Promise<FieldIssue[]> {
  const failed = new Set(earlier.map((issue) => issue.field));
  const issues: FieldIssue[] = [];
  if (
    update.nickname &&
    !failed.has('nickname') &&
    (await isNicknameTaken(ctx.db, update.nickname, player.id))
  )
    issues.push({ field: 'nickname', rule: 'unique' });
  const phone = update.phone ? normalizePhone(update.phone) : null;
  if (phone && !failed.has('phone') && phone !== player.phone && (await findPlayerByPhone(ctx.db, phone)))
    issues.push({ field: 'phone', rule: 'unique' });
  if (update.country && !failed.has('country') && !(await findCountry(ctx.db, update.country)))
    issues.push({ field: 'country', rule: 'in' });
  if (update.timeZone && !failed.has('timeZone') && !isTimeZone(update.timeZone))
    issues.push({ field: 'timeZone', rule: 'in' });
  if (update.locale && !failed.has('locale')) {
    const locales = await listEnabledLocales(ctx.db);
    if (!locales.some((item) => item.code === update.locale)) issues.push({ field: 'locale', rule: 'in' });
  }
  return issues;
}

/** An IANA zone the runtime knows (UTC included, which Intl.supportedValuesOf leaves out). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

/** The phone sent, when it changes: a new number (or none) is not verified. */
function phoneColumns(player: Player, sent: string | undefined): Partial<typeof players.$inferInsert> {
  if (sent === undefined || player.phoneVerifiedAt !== null) return {};
  const phone = sent.trim() ? normalizePhone(sent) : null;
  return phone === player.phone ? {} : { phone, phoneVerifiedAt: null };
}

function toColumns(update: Update): Partial<typeof players.$inferInsert> {
  const birth = update.birthdate ? toCalendarDate(update.birthdate) : null;
  const columns: Partial<typeof players.$inferInsert> = {
    nickname: update.nickname?.trim(),
    firstName: emptyToNull(update.firstName),
    lastName: emptyToNull(update.lastName),
    gender: update.gender === '' ? null : update.gender,
    birthdate:
      update.birthdate === undefined
        ? undefined
        : birth &&
          `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`,
    country: emptyToNull(update.country),
    city: emptyToNull(update.city),
    address: emptyToNull(update.address),
    postalCode: emptyToNull(update.postalCode),
    locale: update.locale,
    receiveEmailPromo: update.receiveEmailPromo,
    receiveSmsPromo: update.receiveSmsPromo,
    pwaInstalled: update.pwaInstalled,
    freshchatRestoreId: emptyToNull(update.freshchatRestoreId),
    timeZone: emptyToNull(update.timeZone),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** POST /profile/confirmations/email/resend: a new confirmation link, a few times an hour at most. */
export async function resendEmailConfirmation(ctx: IdentityContext, session: Authenticated) {
  const player = await requirePlayerRow(ctx, session);
  if (!player.email) throw new AppError(ErrorCode.conflict, 'This account has no e-mail address.');
  if (player.emailConfirmedAt)
    throw new AppError(ErrorCode.conflict, 'This e-mail address is already confirmed.');
  const limit = {
    scope: 'email-confirmation:player',
    subject: player.id,
    max: CONFIRMATION_RESENDS_PER_HOUR,
  };
  await enforceLimits(ctx.db, [limit]);
  await recordEvents(ctx.db, [{ scope: limit.scope, subject: limit.subject }]);
  if (!(await sendEmailLink(ctx, player, 'email-confirmation')))
    throw new AppError(ErrorCode.serviceUnavailable, 'The e-mail could not be sent. Try again later.');
}

/** POST /profile/confirmations/email: marks the address of the link confirmed (single use, 7 days). */
export async function confirmEmail(ctx: IdentityContext, code: string) {
  await ctx.db.transaction(async (tx) => {
    const token = await redeemEmailToken(tx, code, 'email-confirmation');
    const [player] = token
      ? await tx
          .update(players)
          .set({ emailConfirmedAt: new Date() })
          .where(eq(players.id, token.playerId))
          .returning({ email: players.email })
      : [];
    if (!token || player?.email !== token.email) {
      throw new AppError(
        ErrorCode.emailConfirmationInvalid,
        'The confirmation link is not valid or has expired.',
      );
    }
  });
}
