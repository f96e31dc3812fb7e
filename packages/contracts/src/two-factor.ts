import { z } from 'zod';
import { acknowledgedSchema, dataEnvelope } from './http.ts';
import { FINGERPRINT_MAX, loginResultSchema } from './identity.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

export { RECOVERY_CODE_COUNT, STEP_UP_FIELD, STEP_UP_HEADER } from './two-factor-wire.ts';

/**
 * Two-factor authentication (decision 0022): a TOTP authenticator app, ten one-time recovery codes,
 * a second step at sign-in and a step-up code on sensitive calls.
 */

/** A 6-digit authenticator code or a recovery code (`xxxxx-xxxxx`, spaces and dashes ignored). */
export const twoFactorCodeSchema = zText({ max: 32 }).trim().min(1);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 while 2FA is off). */
  recoveryCodesLeft: z.number().int(),
  enabledAt: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  /** The shared secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  uri: z.string(),
  /** The URI as a QR code: an SVG data URL (`data:image/svg+xml;base64,...`). */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorConfirmRequestSchema = z.object({
  code: twoFactorCodeSchema,
  /**
   * Our addition: the player's other sessions (opened before 2FA, with the password alone) end when
   * 2FA goes on, unless this is false; the session that turns it on stays.
   */
  signOutOtherSessions: z.boolean().optional(),
});

/** POST /api/player/sessions/two-factor: the second step of any sign-in (password, social, autologin). */
export const twoFactorSignInRequestSchema = z.object({
  /** The `challenge` of the 401 (code 11030) that the first step answered. */
  challenge: zText({ max: 4096 }).min(16),
  code: twoFactorCodeSchema,
  fingerprint: zText({ max: FINGERPRINT_MAX }).optional(),
});
export type TwoFactorSignInRequest = z.infer<typeof twoFactorSignInRequestSchema>;

const tag = 'Two-factor authentication';

export const twoFactorRoutes = {
  twoFactorStatus: defineRoute({
    method: 'GET',
    path: '/api/player/two-factor',
    access: 'player',
    tag,
    summary: 'Whether two-factor authentication is on, and how many recovery codes are left.',
    response: dataEnvelope(twoFactorStatusSchema),
  }),
  startTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/player/two-factor/enrolment',
    access: 'player',
    tag,
    summary:
      'Starts (or restarts) an enrolment: a new secret, its otpauth URI and QR code. 409 when 2FA is on.',
    response: dataEnvelope(twoFactorEnrolmentSchema),
  }),
  confirmTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/player/two-factor/enrolment/confirm',
    access: 'player',
    tag,
    summary:
      'Turns 2FA on with a first code from the app, ending the other sessions unless signOutOtherSessions is false; answers the ten recovery codes, shown once.',
    body: twoFactorConfirmRequestSchema,
    response: dataEnvelope(recoveryCodesSchema),
  }),
  disableTwoFactor: defineRoute({
    method: 'DELETE',
    path: '/api/player/two-factor',
    access: 'player',
    tag,
    summary: 'Turns 2FA off; needs a step-up code (header X-Two-Factor-Code).',
    response: acknowledgedSchema,
  }),
  regenerateRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/player/two-factor/recovery-codes',
    access: 'player',
    tag,
    summary:
      'Replaces the recovery codes with ten new ones; needs a step-up code (header X-Two-Factor-Code).',
    response: dataEnvelope(recoveryCodesSchema),
  }),
  twoFactorSignIn: defineRoute({
    method: 'POST',
    path: '/api/player/sessions/two-factor',
    access: 'guest',
    tag,
    summary: "The sign-in's second step: the challenge of the first step and a code; 422 (11031) wrong code.",
    body: twoFactorSignInRequestSchema,
    response: dataEnvelope(loginResultSchema.extend({ backRoute: z.string().optional() })),
  }),
};
