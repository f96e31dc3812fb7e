import { z } from 'zod';
import { acknowledgedSchema, dataEnvelope, pageMetaSchema, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { localeCodeSchema, localeSchema, publicSettingsSchema } from './settings.ts';
import { zId, zText } from './validators/input.ts';
import { safeRedirectPath } from './validators/redirect.ts';
import type { FieldRule } from './validators/rules.ts';

// ---------- Field definitions (GET /api/player/fields/validations) ----------

export const FIELD_SCENARIOS = ['registration', 'profile'] as const;
export const fieldScenarioSchema = z.enum(FIELD_SCENARIOS);
export type FieldScenario = z.infer<typeof fieldScenarioSchema>;

/** A form field the server asks for, with the rules it enforces (the same rules the browser runs). */
export type FieldDefinition = {
  id: number;
  name: string;
  description: string;
  editable: boolean;
  isRequired: boolean;
  isVisible: boolean;
  position: number;
  value: string | number | boolean | null;
  rules: FieldRule[];
};
export const fieldDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  editable: z.boolean(),
  isRequired: z.boolean(),
  isVisible: z.boolean(),
  position: z.number().int(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  rules: z.array(z.record(z.string(), z.unknown())) as unknown as z.ZodType<FieldRule[]>,
});
export const fieldValidationsQuerySchema = z.object({ scenario: fieldScenarioSchema });
export const fieldValidationsResponseSchema = z.object({ data: z.array(fieldDefinitionSchema) });

// ---------- Profile ----------

export const genderSchema = z.enum(['male', 'female', 'other']);

/** IProfile of the client contract (section 3); fields we hold no data for are null, [] or 0. */
export const profileSchema = z.object({
  /** The user id of every per-player realtime channel. */
  id: z.string(),
  /** 1 active, 2 limited (cannot deposit), 3 blocked, 4 self-excluded (PlayerStatus). */
  status: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currency: z.string().nullable(),
  country: z.string().nullable(),
  birthdate: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string(),
  gender: genderSchema.nullable(),
  nationality: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  additionalAddress: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  timeZone: z.string().nullable(),
  profession: z.string().nullable(),
  personalIdNumber: z.string().nullable(),
  securityQuestion: z.string().nullable(),
  securityAnswer: z.string().nullable(),
  locale: localeCodeSchema,
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  agreedTc: z.boolean(),
  /** When the e-mail address was confirmed. */
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  freshchatRestoreId: z.string().nullable(),
  segmentIds: z.array(z.string()),
  isNewlyRegistered: z.boolean(),
  phoneConfirmed: z.boolean(),
  pwaInstalled: z.boolean(),
  externalId: z.string().nullable(),
  referralCode: z.string().nullable(),
  qualifiedReferralsCount: z.number().int(),
  // Ours, beyond the client's IProfile:
  emailConfirmed: z.boolean(),
  phoneVerified: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema });

/** PUT /api/player/profile: editable profile fields; rules come from the profile field definitions. */
export const profileUpdateSchema = z
  .object({
    nickname: zText({ max: 100 }),
    firstName: zText({ max: 100 }),
    lastName: zText({ max: 100 }),
    /** '' clears it (the product's client sends '' for every empty field). */
    gender: z.union([genderSchema, z.literal('')]),
    birthdate: zText({ max: 32 }),
    country: zText({ max: 64 }),
    city: zText({ max: 100 }),
    address: zText({ max: 255 }),
    postalCode: zText({ max: 32 }),
    locale: localeCodeSchema,
    receiveEmailPromo: z.boolean(),
    receiveSmsPromo: z.boolean(),
    pwaInstalled: z.boolean(),
    /** A phone not verified yet: a new number (verified next by SMS code), or '' to drop it. */
    phone: zText({ max: 32 }),
    freshchatRestoreId: zText({ max: 100 }),
    /** An IANA time zone of the constants' player.timeZone list; '' goes back to UTC. */
    timeZone: zText({ max: 64 }),
  })
  .partial()
  // Other fields pass through: a read-only one (e-mail) sent with another value is a 422 notEditable.
  .loose();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// ---------- Registration and sign-in ----------

/** The longest device fingerprint a client may send (sign-in, registration, token and social bodies). */
export const FINGERPRINT_MAX = 128;

/** Registration bodies: validated on the server against the registration field definitions. */
export const registrationBodySchema = z.record(zText({ max: 64 }), z.unknown());
export type RegistrationBody = Record<string, unknown>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds the access token lives. */
  expiresAfter: z.number().int(),
  sessionId: z.string(),
  profile: profileSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = z.object({ data: loginResultSchema });

export const signInRequestSchema = z.object({
  /** An e-mail address, or a phone number in international form (+4917612345678). */
  login: zText({ max: 254 }).trim().min(1),
  password: zText({ max: 200 }).min(1),
  /** The browser's device fingerprint (FingerprintJS visitor id): a device that signed in before. */
  fingerprint: zText({ max: FINGERPRINT_MAX }).optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/player/sessions/token: trades a one-time token (autologin, social callback) for a session. */
export const tokenExchangeRequestSchema = z.object({
  token: zText({ max: 4096 }).min(16),
  fingerprint: zText({ max: FINGERPRINT_MAX }).optional(),
});

export const refreshResponseSchema = z.object({ data: z.object({ accessToken: z.string() }) });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const DEVICE_TYPES = ['mobile', 'desktop'] as const;

/** ISession of the client contract; `current`, `lastSeenAt` and `method` are ours. */
export const sessionSchema = z.object({
  sessionId: z.string(),
  playerId: z.string(),
  ip: z.string(),
  /** The visitor's country when the session opened (the proxy's country header); null when unknown. */
  country: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  userAgent: z.string().nullable(),
  /** Set once the session is closed (the answer of closing it). */
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  current: z.boolean(),
  lastSeenAt: z.string(),
  method: z.enum(['password', 'phone', 'social', 'autologin', 'registration']),
});
export type PlayerSession = z.infer<typeof sessionSchema>;

// ---------- OTP ----------

export const OTP_REASONS = ['registration', 'phoneVerification', 'changingPass'] as const;
export type OtpReason = (typeof OTP_REASONS)[number];
export const otpReasonSchema = z.enum(OTP_REASONS);
export const otpSendRequestSchema = z.object({
  phone: zText({ max: 32 }).trim().min(1),
  reason: otpReasonSchema,
});
export const otpSendResponseSchema = z.object({ data: z.object({ resendAfterSeconds: z.number().int() }) });
export const otpVerifyRequestSchema = z.object({
  phone: zText({ max: 32 }).trim().min(1),
  code: zText({ max: 6 }).regex(/^\d{6}$/, 'digits'),
  reason: otpReasonSchema,
});
/**
 * `code`: for registration and phoneVerification the code itself; for changingPass a password reset
 * code for POST /passwords/confirm.
 */
export const otpVerifyResponseSchema = z.object({ data: z.object({ code: z.string() }) });

// ---------- Passwords and e-mail confirmation ----------

/**
 * PUT /api/player/passwords. Presence and length are the field rules of the names (presets), checked
 * together with the rest: `currentPassword` is required when the player has a password (a social
 * sign-up has none).
 */
export const passwordChangeRequestSchema = z.object({
  currentPassword: zText({ max: 200 }).optional(),
  newPassword: zText({ max: 200 }),
  repeatNewPassword: zText({ max: 200 }),
});
export const passwordResetRequestSchema = z.object({
  email: zText({ max: 254 }).trim().min(1).pipe(z.email()),
});
/** POST /api/player/passwords/confirm: the code of the reset link (or of OTP changingPass). */
export const passwordConfirmRequestSchema = z.object({
  code: zText({ max: 200 }),
  newPassword: zText({ max: 200 }),
  repeatNewPassword: zText({ max: 200 }),
});
export const emailConfirmRequestSchema = z.object({ code: zText({ max: 200 }).min(16) });

// ---------- Social login ----------

/** POST /api/player/sessions/social: the front callback page's own query is forwarded as the query. */
export const socialSignInRequestSchema = z.object({
  connection: zId(),
  provider: zId().optional(),
  locale: localeCodeSchema.optional(),
  fingerprint: zText({ max: FINGERPRINT_MAX }).optional(),
  affiliateTag: zText({ max: 200 }).optional(),
});
/**
 * The provider's callback parameters as the query (OpenID Connect: code, state ...; Telegram: the
 * login widget's id, first_name, auth_date, hash ...). A repeated key keeps its first value.
 */
export const socialCallbackQuerySchema = z.record(
  zText({ max: 64 }),
  z.union([zText({ max: 4096 }), z.array(zText({ max: 4096 })).transform((values) => values[0] ?? '')]),
);

/** Social sign-in options the server has configured (spec: player.socialAuth and player.telegram). */
export const socialAuthSettingsSchema = z.object({
  /** Connections offered through the auth0 provider: /api/player/sessions/social/auth0/redirect. */
  auth0Connections: z.array(z.string()),
  /** Providers reached directly: /api/player/sessions/social/{provider}/redirect. */
  directConnections: z.array(z.string()),
  /** The Telegram login widget: bot name and the URL it sends the player back to. */
  telegram: z.object({ bot: z.string(), authUrl: z.string() }).nullable(),
});
export type SocialAuthSettings = z.infer<typeof socialAuthSettingsSchema>;

/** POST /api/player/sessions/social answers a login result and where the player was before. */
export const socialLoginResponseSchema = z.object({
  data: loginResultSchema.extend({ backRoute: z.string() }),
});

/** Any origin: a back route is checked as a path of the site, whichever host serves it. */
const LOCAL_ORIGIN = 'http://site.invalid';

/**
 * The `state` of the social redirects: where to come back to (a path of this site, sent as is or
 * URL-encoded). The product's client puts only the back route in it, the connection being in the
 * path or, for auth0, in the `connection` query parameter; a connection in the state is taken too.
 */
export const socialStateSchema = z.object({
  backRoute: zText({ max: 2000 })
    .transform(decodedBackRoute)
    .refine((route) => safeRedirectPath(route, LOCAL_ORIGIN) !== null, 'redirect'),
  connection: zId().optional(),
});

/** '%2Fgames%2Fdice%3Fdemo%3D1' as '/games/dice?demo=1'; a path sent as is stays as it is. */
function decodedBackRoute(route: string): string {
  if (!/^%2f/i.test(route)) return route;
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}
export type SocialState = z.infer<typeof socialStateSchema>;

// ---------- Init ----------

export const playerInitSchema = z.object({
  country: z.string().length(2).nullable(),
  locale: localeCodeSchema,
  defaultLocale: localeCodeSchema,
  locales: z.array(localeSchema),
  isRestricted: z.boolean(),
  settings: publicSettingsSchema,
  /** The signed-in player (session cookie or Bearer token), null for a guest. */
  player: profileSchema.nullable(),
  socialAuth: socialAuthSettingsSchema,
});
export type PlayerInit = z.infer<typeof playerInitSchema>;
export const playerInitResponseSchema = z.object({ data: playerInitSchema });

// ---------- Routes (client contract sections 2, 3 and 11) ----------

const tag = 'Player';
const loginResponse = loginResponseSchema;
export const sessionParamsSchema = z.object({ sessionId: zId() });

export const sessionsPageResponseSchema = z.object({ data: z.array(sessionSchema), meta: pageMetaSchema });

export const identityRoutes = {
  init: defineRoute({
    method: 'GET',
    path: '/api/player/init',
    access: 'guest',
    tag,
    summary:
      "The visitor's country (and, ours, locale, settings and the signed-in player) before the site draws.",
    response: playerInitResponseSchema,
  }),
  fieldValidations: defineRoute({
    method: 'GET',
    path: '/api/player/fields/validations',
    access: 'guest-or-player',
    tag,
    summary: 'The fields of the registration form, or of the profile form (needs a session).',
    query: fieldValidationsQuerySchema,
    response: fieldValidationsResponseSchema,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/player/register',
    access: 'guest',
    tag,
    summary: 'Registers by e-mail with the registration form fields and opens a session.',
    body: registrationBodySchema,
    response: loginResponse,
    status: 201,
  }),
  registerPhone: defineRoute({
    method: 'POST',
    path: '/api/player/register/phone',
    access: 'guest',
    tag,
    summary: 'Registers by phone with the form fields and the SMS code, and opens a session.',
    body: registrationBodySchema,
    response: loginResponse,
    status: 201,
  }),
  confirmRegistration: defineRoute({
    method: 'POST',
    path: '/api/player/register/confirm',
    access: 'guest',
    tag,
    summary: 'Confirms the e-mail address with the code of the confirmation link.',
    body: emailConfirmRequestSchema,
    response: acknowledgedSchema,
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/player/sessions',
    access: 'guest',
    tag,
    summary: 'Signs in with an e-mail or phone and a password: 401 wrong credentials, 403 blocked.',
    body: signInRequestSchema,
    response: loginResponse,
  }),
  exchangeToken: defineRoute({
    method: 'POST',
    path: '/api/player/sessions/token',
    access: 'guest',
    tag,
    summary: 'Trades a one-time token (autologin link) for a session.',
    body: tokenExchangeRequestSchema,
    response: loginResponse,
  }),
  socialSignIn: defineRoute({
    method: 'POST',
    path: '/api/player/sessions/social',
    access: 'guest',
    tag,
    summary: "Finishes a social sign-in: the provider's callback parameters in the query.",
    query: socialCallbackQuerySchema,
    body: socialSignInRequestSchema,
    response: socialLoginResponseSchema,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/player/sessions/refresh',
    access: 'expired-player',
    tag,
    summary: 'Trades the Bearer access token (expired is fine while its session lives) for a new one.',
    response: refreshResponseSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/player/sessions/logout',
    access: 'expired-player',
    tag,
    summary: "Closes the Bearer token's session.",
    response: acknowledgedSchema,
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/player/sessions',
    access: 'player',
    tag,
    summary: "The player's open sessions, newest first.",
    query: pagingQuerySchema,
    response: sessionsPageResponseSchema,
  }),
  closeSession: defineRoute({
    method: 'PUT',
    path: '/api/player/sessions/{sessionId}/close',
    access: 'player',
    tag,
    summary: 'Closes one of the player’s sessions; answers it, closed.',
    params: sessionParamsSchema,
    response: dataEnvelope(sessionSchema),
  }),
  sendOtp: defineRoute({
    method: 'POST',
    path: '/api/player/otp/send',
    access: 'guest',
    tag,
    summary: 'Sends an SMS code for registration, phone verification or a password change (11005: limit).',
    body: otpSendRequestSchema,
    response: otpSendResponseSchema,
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    path: '/api/player/otp/verify',
    access: 'guest',
    tag,
    summary: 'Checks an SMS code (11003: wrong code); changingPass answers a password reset code.',
    body: otpVerifyRequestSchema,
    response: otpVerifyResponseSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/player/passwords/reset',
    access: 'guest',
    tag,
    summary: 'E-mails a password reset link (the same answer for an unknown address).',
    body: passwordResetRequestSchema,
    response: acknowledgedSchema,
  }),
  confirmPassword: defineRoute({
    method: 'POST',
    path: '/api/player/passwords/confirm',
    access: 'guest',
    tag,
    summary: 'Sets a new password with a reset code (422 fields.code: invalid) and opens a session.',
    body: passwordConfirmRequestSchema,
    response: loginResponse,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/player/passwords',
    access: 'player',
    tag,
    summary: "Changes the player's password and closes their other sessions.",
    body: passwordChangeRequestSchema,
    response: acknowledgedSchema,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/player/profile',
    access: 'player',
    tag,
    summary: "The player's profile.",
    response: profileResponseSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/player/profile',
    access: 'player',
    tag,
    summary: 'Changes some profile fields; answers the full profile.',
    body: profileUpdateSchema,
    response: profileResponseSchema,
  }),
  resendEmailConfirmation: defineRoute({
    method: 'POST',
    path: '/api/player/profile/confirmations/email/resend',
    access: 'player',
    tag,
    summary: 'Sends a new e-mail confirmation link.',
    response: acknowledgedSchema,
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/player/profile/confirmations/email',
    access: 'guest',
    tag,
    summary: 'Confirms the e-mail address with the code of the confirmation link.',
    body: emailConfirmRequestSchema,
    response: acknowledgedSchema,
  }),
};
