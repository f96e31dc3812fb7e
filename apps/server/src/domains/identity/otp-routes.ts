import { normalizePhone, otpSendRequestSchema, otpVerifyRequestSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { identityContext } from './context.ts';
import { OTP_RESEND_AFTER_SECONDS, sendOtp, verifyOtp } from './otp.ts';
import { findPlayerByPhone } from './players.ts';
import { fieldError } from './validation.ts';

function phoneOf(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) throw AppError.validation([{ field: 'phone', rule: 'phone' }]);
  return phone;
}

export async function otpRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  /**
   * Reason registration: a phone already registered is refused (422 on phone). Reason verification:
   * the code goes only to a registered, unverified phone, but the answer is the same either way.
   */
  app.post('/api/player/otp/send', async (request) => {
    const input = parseInput(otpSendRequestSchema, request.body);
    const phone = phoneOf(input.phone);
    const player = await findPlayerByPhone(ctx.db, phone);
    if (input.reason === 'registration' && player) throw fieldError([{ field: 'phone', rule: 'unique' }]);
    if (input.reason === 'verification' && (!player || player.phoneVerifiedAt))
      return { data: { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS } };
    const locale = player?.locale ?? request.locale;
    return { data: await sendOtp(ctx, { phone, reason: input.reason, ip: request.ip, locale }) };
  });

  app.post('/api/player/otp/verify', async (request) => {
    const input = parseInput(otpVerifyRequestSchema, request.body);
    await verifyOtp(ctx, { phone: phoneOf(input.phone), code: input.code, reason: input.reason });
    return { data: { verified: true as const } };
  });
}
