import { identityRoutes as calls, normalizePhone } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { identityContext } from './context.ts';
import { OTP_RESEND_AFTER_SECONDS, sendOtp, verifyOtp } from './otp.ts';
import { findPlayerByPhone, type Player } from './players.ts';
import { fieldError } from './validation.ts';

function phoneOf(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) throw AppError.validation([{ field: 'phone', rule: 'phone' }]);
  return phone;
}

/** Reasons phoneVerification and changingPass send only to a registered phone (verification: unverified). */
const sendsTo = (reason: 'phoneVerification' | 'changingPass', player: Player | null) =>
  !!player && (reason === 'changingPass' || !player.phoneVerifiedAt);

export async function otpRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  /**
   * Reason registration: a phone already registered is refused (422 on phone). The other reasons
   * answer the same whether a code went out or not.
   */
  route(app, calls.sendOtp, async ({ body }, request) => {
    const phone = phoneOf(body.phone);
    const player = await findPlayerByPhone(ctx.db, phone);
    if (body.reason === 'registration' && player) throw fieldError([{ field: 'phone', rule: 'unique' }]);
    if (body.reason !== 'registration' && !sendsTo(body.reason, player))
      return { data: { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS } };
    const locale = player?.locale ?? request.locale;
    return { data: await sendOtp(ctx, { phone, reason: body.reason, ip: request.ip, locale }) };
  });

  route(app, calls.verifyOtp, async ({ body }) => ({
    data: await verifyOtp(ctx, { phone: phoneOf(body.phone), code: body.code, reason: body.reason }),
  }));
}
