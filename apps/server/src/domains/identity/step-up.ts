import { ErrorCode, STEP_UP_FIELD, STEP_UP_HEADER } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { sessionDeviceHash } from './devices.ts';
import { sessionOf } from './request-origin.ts';
import { ThrottledError } from './throttle.ts';
import { twoFactorEnabled, verifySecondFactor } from './two-factor/authenticator.ts';

/**
 * The step-up check of sensitive calls (decision 0022): a player with 2FA on sends a current code
 * of their app, or an unused recovery code, in the `X-Two-Factor-Code` header. Without it: 422
 * (11032, field `twoFactorCode`); a wrong, used or replayed code: 422 (11031, same field); too many
 * wrong codes: 429 with Retry-After (the session's device is throttled by its own failures). A player without 2FA passes. Call it in a `player` route's
 * handler before the change:
 *
 *   await requireStepUp(app.db, request, reply);
 *
 * Each accepted code is used up (TOTP: its 30-second step; recovery code: for good).
 */
export async function requireStepUp(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { playerId, sessionId } = sessionOf(request);
  if (!(await twoFactorEnabled(db, playerId))) return;
  const header = request.headers[STEP_UP_HEADER];
  const code = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (!code)
    throw new AppError(ErrorCode.stepUpRequired, 'Confirm with a code from your authenticator app.', [
      { field: STEP_UP_FIELD, rule: 'stepUpRequired' },
    ]);
  if (code.length > 32 || /[^\x21-\x7e ]/.test(code))
    throw new AppError(ErrorCode.twoFactorInvalid, 'The code is not correct.', [
      { field: STEP_UP_FIELD, rule: 'twoFactorInvalid' },
    ]);
  try {
    await verifySecondFactor(db, playerId, code, STEP_UP_FIELD, {
      deviceHash: await sessionDeviceHash(db, sessionId),
    });
  } catch (error) {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
