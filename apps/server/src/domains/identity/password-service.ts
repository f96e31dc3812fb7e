import type { LoginResult } from '@casino/contracts';
import {
  ErrorCode,
  fieldRulesFor,
  PlayerStatus,
  passwordChangeRequestSchema,
  passwordConfirmRequestSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../plugins/errors.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent } from '../events/outbox.ts';
import type { IdentityContext, RequestOrigin } from './context.ts';
import { redeemEmailToken, revokeEmailTokens, sendEmailLink } from './email-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findPlayerByEmail, findPlayerById, normalizeEmail } from './players.ts';
import { enforceLimits, recordEvents } from './rate-events.ts';
import { type Authenticated, assertNotBlocked, closeAllSessions, createSession } from './sessions.ts';
import { players } from './tables.ts';
import { twoFactorEnabled } from './two-factor/authenticator.ts';
import { openSessionOrChallenge } from './two-factor/challenge.ts';
import { validateBody } from './validation.ts';

export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;

const newPasswordRules = {
  newPassword: fieldRulesFor('newPassword'),
  repeatNewPassword: fieldRulesFor('repeatNewPassword'),
};

/**
 * PUT /passwords: checks the current password (when the player has one), sets the new one and
 * closes the player's other sessions.
 */
export async function changePassword(ctx: IdentityContext, session: Authenticated, body: unknown) {
  const player = await findPlayerById(ctx.db, session.playerId);
  if (!player) throw AppError.unauthorized();
  // A player without a password (a social sign-up) sets one without a current one.
  const input = validateBody(passwordChangeRequestSchema, body, {
    ...newPasswordRules,
    currentPassword: player.passwordHash ? fieldRulesFor('currentPassword') : [],
  });
  if (player.passwordHash && !(await verifyPassword(player.passwordHash, input.currentPassword ?? ''))) {
    throw new AppError(ErrorCode.currentPasswordInvalid, 'The current password is not correct.', [
      { field: 'currentPassword', rule: 'wrongPassword' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(players).set({ passwordHash }).where(eq(players.id, player.id));
    await closeAllSessions(tx, player.id, session.sessionId);
  });
}

/** Queued by every reset request, registered address or not; its handler sends the link. */
export const PASSWORD_RESET_REQUESTED = 'identity.password-reset.requested';

/**
 * POST /passwords/reset: counts the request per address and per IP and queues it as a domain event,
 * the same work whether the address belongs to a player or not, so neither the answer nor its time
 * tells. The link goes out from the outbox (sendPasswordResetLinks).
 */
export async function requestPasswordReset(ctx: IdentityContext, email: string, origin: RequestOrigin) {
  const normalized = normalizeEmail(email);
  const limits = [
    { scope: 'password-reset:email', subject: normalized, max: PASSWORD_RESETS_PER_EMAIL_PER_HOUR },
    { scope: 'password-reset:ip', subject: origin.ip, max: ctx.env.PASSWORD_RESETS_PER_IP_PER_HOUR },
  ];
  await ctx.db.transaction(async (tx) => {
    await enforceLimits(tx, limits);
    await recordEvents(
      tx,
      limits.map(({ scope, subject }) => ({ scope, subject })),
    );
    await publishEvent(tx, { type: PASSWORD_RESET_REQUESTED, payload: { email: normalized } });
  });
}

/**
 * E-mails the reset link of each request whose address belongs to a player who is not blocked. The
 * code (and, with the built-in outbox, the mail) is written in the event's delivery transaction, so
 * it commits exactly when the event is marked delivered; a failed delivery rolls back and the
 * dispatcher retries the event. Over SMTP the mail goes last: only a failed commit could repeat it.
 */
export function sendPasswordResetLinks(events: EventDispatcher, ctx: IdentityContext) {
  events.subscribe(PASSWORD_RESET_REQUESTED, async (event, tx) => {
    const { email } = event.payload as { email: string };
    const player = await findPlayerByEmail(tx, email);
    if (!player || player.status === PlayerStatus.blocked) return;
    const mail = ctx.mail.within?.(tx) ?? ctx.mail;
    if (!(await sendEmailLink({ ...ctx, db: tx, mail }, player, 'password-reset')))
      throw new Error('The password reset e-mail was not delivered.');
  });
}

/** POST /passwords/confirm: sets the password from a reset link, closes every session and signs in anew. */
export async function confirmPasswordReset(
  ctx: IdentityContext,
  body: unknown,
  origin: RequestOrigin,
): Promise<LoginResult> {
  const input = validateBody(passwordConfirmRequestSchema, body, {
    code: [{ rule: 'required' }],
    ...newPasswordRules,
  });
  const passwordHash = await hashPassword(input.newPassword);
  const opened = await ctx.db.transaction(async (tx) => {
    const token = await redeemEmailToken(tx, input.code, 'password-reset');
    if (!token) throw resetCodeInvalid();
    const [player] = await tx
      .update(players)
      .set({ passwordHash })
      .where(eq(players.id, token.playerId))
      .returning({ id: players.id, status: players.status });
    assertNotBlocked(player!.status);
    await closeAllSessions(tx, token.playerId);
    await revokeEmailTokens(tx, token.playerId, 'password-reset');
    // With 2FA on, the new password is kept and the session waits for the second factor (below).
    if (await twoFactorEnabled(tx, token.playerId)) return token.playerId;
    return createSession(
      { db: tx, keys: ctx.keys },
      { playerId: token.playerId, method: 'password', ...origin },
    );
  });
  if (typeof opened !== 'string') return opened;
  return openSessionOrChallenge(ctx, { playerId: opened, method: 'password', ...origin });
}

/** A 422 on `code`: the product's form shows it next to the field. */
const resetCodeInvalid = () =>
  new AppError(ErrorCode.resetCodeInvalid, 'The reset link is not valid or has expired. Ask for a new one.', [
    { field: 'code', rule: 'resetCodeInvalid' },
  ]);
