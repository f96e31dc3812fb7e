import { z } from 'zod';
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

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: genderSchema.nullable(),
  birthdate: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  currency: z.string().nullable(),
  locale: localeCodeSchema,
  /** 1 active, 2 limited (cannot deposit), 3 blocked, 4 self-excluded (PlayerStatus). */
  status: z.number().int(),
  emailConfirmed: z.boolean(),
  phoneVerified: z.boolean(),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  freshchatRestoreId: z.string().nullable(),
  pwaInstalled: z.boolean(),
  isNewlyRegistered: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema });

/** PUT /api/player/profile: editable profile fields; rules come from the profile field definitions. */
export const profileUpdateSchema = z
  .object({
    nickname: zText({ max: 100 }),
    firstName: zText({ max: 100 }),
    lastName: zText({ max: 100 }),
    gender: genderSchema,
    birthdate: zText({ max: 32 }),
    country: zText({ max: 64 }),
    city: zText({ max: 100 }),
    address: zText({ max: 255 }),
    postalCode: zText({ max: 32 }),
    locale: localeCodeSchema,
    receiveEmailPromo: z.boolean(),
    receiveSmsPromo: z.boolean(),
    pwaInstalled: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// ---------- Registration and sign-in ----------

/** The longest device fingerprint a client may send (sign-in, registration, token and social bodies). */
export const FINGERPRINT_MAX = 128;

/** Registration bodies: validated on the server against the registration field definitions. */
export const registrationBodySchema = z.record(zText({ max: 64 }), z.unknown());
export type RegistrationBody = Record<string, unknown>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
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
export const tokenExchangeRequestSchema = z.object({ token: zText({ max: 4096 }).min(16) });

export const refreshResponseSchema = z.object({ data: z.object({ accessToken: z.string() }) });

export const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  method: z.enum(['password', 'phone', 'social', 'autologin', 'registration']),
  /** Set once the session is closed (the answer of closing it). */
  closedAt: z.string().nullable(),
});
export type PlayerSession = z.infer<typeof sessionSchema>;

// ---------- OTP ----------

export const OTP_REASONS = ['registration', 'verification'] as const;
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
export const otpVerifyResponseSchema = z.object({ data: z.object({ verified: z.literal(true) }) });

// ---------- Passwords and e-mail confirmation ----------

export const passwordChangeRequestSchema = z.object({
  currentPassword: zText({ max: 200 }).min(1),
  newPassword: zText({ max: 200 }).min(1).min(6),
  repeatNewPassword: zText({ max: 200 }).min(1),
});
export const passwordResetRequestSchema = z.object({
  email: zText({ max: 254 }).trim().min(1).pipe(z.email()),
});
export const passwordConfirmRequestSchema = z.object({
  code: zText({ max: 200 }).min(16),
  password: zText({ max: 200 }).min(1).min(6),
  password_confirmation: zText({ max: 200 }).min(1),
});
export const emailConfirmRequestSchema = z.object({ code: zText({ max: 200 }).min(16) });

// ---------- Social login ----------

export const socialSignInRequestSchema = z.object({
  connection: zId(),
  /** OpenID Connect: the callback URL's query string, as received (code, state, ...). */
  callbackParams: z.record(zText({ max: 64 }), zText({ max: 4096 })).optional(),
  /** Telegram: the login widget's data (id, first_name, auth_date, hash, ...). */
  telegram: z.record(zText({ max: 64 }), z.union([zText({ max: 1024 }), z.number()])).optional(),
});

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

/** The `state` of the social redirects: where to come back to (a path of this site), and the connection used. */
export const socialStateSchema = z.object({
  backRoute: zText({ max: 2000 }).refine(
    (route) => safeRedirectPath(route, LOCAL_ORIGIN) !== null,
    'redirect',
  ),
  connection: zId(),
});
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
