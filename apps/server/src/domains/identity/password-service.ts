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
import type { IdentityContext, RequestOrigin } from './context.ts';
import { redeemEmailToken, revokeEmailTokens, sendEmailLink } from './email-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findPlayerByEmail, findPlayerById, normalizeEmail } from './players.ts';
import { enforceLimits, recordEvents } from './rate-events.ts';
import { type Authenticated, assertNotBlocked, closeAllSessions, createSession } from './sessions.ts';
import { players } from './tables.ts';
import { validateBody } from './validation.ts';

export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;

/** PUT /passwords: checks the current password, sets the new one and closes the player's other sessions. */
export async function changePassword(ctx: IdentityContext, session: Authenticated, body: unknown) {
  const input = validateBody(passwordChangeRequestSchema, body, {
    repeatNewPassword: fieldRulesFor('repeatNewPassword'),
  });
  const player = await findPlayerById(ctx.db, session.playerId);
  if (!player) throw AppError.unauthorized();
  if (!(await verifyPassword(player.passwordHash, input.currentPassword))) {
    throw new AppError(422, ErrorCode.currentPasswordInvalid, 'The current password is not correct.', [
      { field: 'currentPassword', rule: 'wrongPassword' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(players).set({ passwordHash }).where(eq(players.id, player.id));
    await closeAllSessions(tx, player.id, session.sessionId);
  });
}

/**
 * POST /passwords/reset: e-mails a reset link when the address belongs to a player. Answers the same
 * either way; requests count per address and per IP whether the address exists or not.
 */
export async function requestPasswordReset(ctx: IdentityContext, email: string, origin: RequestOrigin) {
  const normalized = normalizeEmail(email);
  const limits = [
    { scope: 'password-reset:email', subject: normalized, max: PASSWORD_RESETS_PER_EMAIL_PER_HOUR },
    { scope: 'password-reset:ip', subject: origin.ip, max: ctx.env.PASSWORD_RESETS_PER_IP_PER_HOUR },
  ];
  await enforceLimits(ctx.db, limits);
  await recordEvents(
    ctx.db,
    limits.map(({ scope, subject }) => ({ scope, subject })),
  );
  const player = await findPlayerByEmail(ctx.db, normalized);
  if (player && player.status !== PlayerStatus.blocked) await sendEmailLink(ctx, player, 'password-reset');
}

/** POST /passwords/confirm: sets the password from a reset link, closes every session and signs in anew. */
export async function confirmPasswordReset(
  ctx: IdentityContext,
  body: unknown,
  origin: RequestOrigin,
): Promise<LoginResult> {
  const input = validateBody(passwordConfirmRequestSchema, body, {
    password_confirmation: fieldRulesFor('password_confirmation'),
  });
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
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
    return createSession(
      { db: tx, keys: ctx.keys },
      { playerId: token.playerId, method: 'password', ip: origin.ip, userAgent: origin.userAgent },
    );
  });
}

const resetCodeInvalid = () =>
  new AppError(
    400,
    ErrorCode.resetCodeInvalid,
    'The reset link is not valid or has expired. Ask for a new one.',
  );
