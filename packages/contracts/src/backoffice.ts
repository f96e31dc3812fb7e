import { z } from 'zod';
import { acknowledgedSchema, dataEnvelope, idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import {
  API_KEY_SCOPES,
  AUDIT_ACTOR_KINDS,
  STAFF_PASSWORD_MIN,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
} from './staff-permissions.ts';
import { twoFactorCodeSchema, twoFactorEnrolmentSchema } from './two-factor.ts';
import { zId, zText } from './validators/input.ts';

export * from './staff-permissions.ts';

/**
 * The back office's foundation (decision 0037): staff accounts with roles and TOTP, their sessions (an
 * HttpOnly cookie, a CSRF token on writes, a fresh TOTP code on sensitive ones), named API keys and the
 * hash-chained audit log. Every route is under /api/backoffice; `access: 'staff'` routes name the
 * permission they need, and `freshTotp` ones want a current code in `X-Two-Factor-Code`.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export const staffStatusSchema = z.enum(['invited', 'active', 'disabled']);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

const staffEmailSchema = zText({ max: 254 }).trim().min(1).pipe(z.email());
const staffNameSchema = zText({ max: 100 }).trim().min(1);
const staffPasswordSchema = zText({ max: 200 }).min(STAFF_PASSWORD_MIN);
/** Why a change was made: written to the audit log with it. */
const reasonSchema = zText({ max: 500 }).trim().min(1);

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: staffStatusSchema,
  createdAt: z.string(),
  /** When the enrolment was completed (password and TOTP set); null while invited. */
  activatedAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Who is signed in, what they may do, and the token their writes send in `X-CSRF-Token`. */
export const staffMeSchema = z.object({
  staff: staffMemberSchema,
  permissions: z.array(staffPermissionSchema),
  /** The roles this staff member may invite with or change others to/from. */
  grantableRoles: z.array(staffRoleSchema),
  csrfToken: z.string(),
  /** What this deployment runs, beyond roles: a page of a part that is off is not in the menu. */
  features: z.object({
    /** The built-in sandbox payment provider is on: its deposits wait for a tester (backoffice-sandbox.ts). */
    sandboxDeposits: z.boolean(),
  }),
  session: z.object({
    id: z.string(),
    /** The absolute end (sign-in + STAFF_SESSION_HOURS), ISO. */
    expiresAt: z.string(),
    /** When the session ends unless used before (last use + STAFF_SESSION_IDLE_MINUTES), ISO. */
    idleExpiresAt: z.string(),
  }),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export type StaffFeatures = StaffMe['features'];

export const staffSignInRequestSchema = z.object({
  email: staffEmailSchema,
  password: zText({ max: 200 }).min(1),
});
/** The password step passed: the session cookie is set, half signed in, until the TOTP step. */
export const staffSignInStepSchema = z.object({
  step: z.literal('totp'),
  csrfToken: z.string(),
  /** When the half-signed-in session ends if the TOTP step does not come, ISO. */
  expiresAt: z.string(),
});
export const staffTotpRequestSchema = z.object({ code: twoFactorCodeSchema });

export const enrolmentParamsSchema = z.object({ token: zId({ max: 128 }) });
export const staffEnrolmentSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
  /** The authenticator secret to add to an app (the same on every read of this link). */
  totp: twoFactorEnrolmentSchema,
});
export const completeEnrolmentRequestSchema = z.object({
  password: staffPasswordSchema,
  /** A current code of the authenticator app the secret was added to. */
  code: twoFactorCodeSchema,
});

export const inviteStaffRequestSchema = z.object({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
/** An invite: the enrolment link to hand over, shown once (only its hash is stored). */
export const staffInviteSchema = z.object({
  staff: staffMemberSchema,
  enrolmentUrl: z.string(),
  expiresAt: z.string(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const changeRoleRequestSchema = z.object({ role: staffRoleSchema, reason: reasonSchema.optional() });
export const staffReasonRequestSchema = z.object({ reason: reasonSchema.optional() });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to recognise it (the rest is never stored). */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const createApiKeyRequestSchema = z.object({
  name: zText({ max: 100 }).trim().min(1),
  scopes: z.array(apiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length),
});
/** A new key: `secret` is the whole key, shown this once. */
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, secret: z.string() });

export const auditActorKindSchema = z.enum(AUDIT_ACTOR_KINDS);
export const auditEntrySchema = z.object({
  /** The row's place in the chain, from 1; a decimal string. */
  sequence: z.string(),
  at: z.string(),
  actor: z.object({ kind: auditActorKindSchema, id: z.string(), role: staffRoleSchema.nullable() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable() }),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** sha256 of the previous row's hash and this row in canonical form, hex. */
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const sequenceCursor = zText({ max: 18 }).regex(/^[1-9]\d{0,17}$/);
const isoTime = zText({ max: 40 }).pipe(z.iso.datetime({ offset: true }));
export const auditQuerySchema = z.object({
  actorKind: auditActorKindSchema.optional(),
  actorId: zId({ max: 64 }).optional(),
  /** An action (`staff.role.change`), or a prefix of one ending in a dot (`staff.`). */
  action: zId({ max: 100 }).optional(),
  targetType: zId({ max: 64 }).optional(),
  targetId: zId({ max: 128 }).optional(),
  /** ISO times, from inclusive, to exclusive. */
  from: isoTime.optional(),
  to: isoTime.optional(),
  /** Keyset pagination: the `meta.nextCursor` of the page before (rows older than it). */
  cursor: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({ nextCursor: z.string().nullable() }),
});

const tag = 'Back office';

export const backofficeRoutes = {
  staffSignIn: defineRoute({
    method: 'POST',
    path: '/api/backoffice/session',
    access: 'guest',
    tag,
    summary:
      'Password step of a staff sign-in: sets the session cookie, half signed in until the TOTP step; 401 (11001) wrong, 403 (11002) disabled, 429 throttled.',
    body: staffSignInRequestSchema,
    response: dataEnvelope(staffSignInStepSchema),
  }),
  staffTotpStep: defineRoute({
    method: 'POST',
    path: '/api/backoffice/session/totp',
    access: 'staff-pending',
    tag,
    summary: 'TOTP step of a staff sign-in: the session becomes signed in; 422 (11031) wrong code.',
    body: staffTotpRequestSchema,
    response: dataEnvelope(staffMeSchema),
  }),
  staffSignOut: defineRoute({
    method: 'DELETE',
    path: '/api/backoffice/session',
    access: 'staff-pending',
    tag,
    summary: 'Ends the session (signed in or half) and clears its cookie.',
    response: acknowledgedSchema,
  }),
  staffMe: defineRoute({
    method: 'GET',
    path: '/api/backoffice/me',
    access: 'staff',
    tag,
    summary: 'The signed-in staff member, their permissions and the CSRF token of their session.',
    response: dataEnvelope(staffMeSchema),
  }),
  readEnrolment: defineRoute({
    method: 'GET',
    path: '/api/backoffice/enrolment/{token}',
    access: 'guest',
    tag,
    summary:
      'An invite by its link: who it is for and the TOTP secret to add; 404 (19005) unknown, used or expired.',
    params: enrolmentParamsSchema,
    response: dataEnvelope(staffEnrolmentSchema),
  }),
  completeEnrolment: defineRoute({
    method: 'POST',
    path: '/api/backoffice/enrolment/{token}',
    access: 'guest',
    tag,
    summary:
      'Completes an invite (password and a first TOTP code): the staff member is active and signed in.',
    params: enrolmentParamsSchema,
    body: completeEnrolmentRequestSchema,
    response: dataEnvelope(staffMeSchema),
  }),
  listStaff: defineRoute({
    method: 'GET',
    path: '/api/backoffice/staff',
    access: 'staff',
    permission: 'staff.read',
    tag,
    summary: 'Every staff member, invited, active and disabled.',
    response: dataEnvelope(z.array(staffMemberSchema)),
  }),
  inviteStaff: defineRoute({
    method: 'POST',
    path: '/api/backoffice/staff',
    access: 'staff',
    permission: 'staff.invite',
    freshTotp: true,
    tag,
    summary:
      'Invites someone with a role the caller may grant (403, 19004 otherwise); answers the enrolment link once.',
    body: inviteStaffRequestSchema,
    response: dataEnvelope(staffInviteSchema),
    status: 201,
  }),
  reissueEnrolment: defineRoute({
    method: 'POST',
    path: '/api/backoffice/staff/{id}/enrolment',
    access: 'staff',
    permission: 'staff.invite',
    freshTotp: true,
    tag,
    summary:
      'A new enrolment link for someone invited, or active who lost their authenticator (password and TOTP reset, sessions ended); the old link stops working.',
    params: idParamsSchema,
    response: dataEnvelope(staffInviteSchema),
  }),
  changeStaffRole: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/staff/{id}/role',
    access: 'staff',
    permission: 'staff.manage',
    freshTotp: true,
    tag,
    summary: "Changes a staff member's role; 409 (19003) when it would leave no active owner.",
    params: idParamsSchema,
    body: changeRoleRequestSchema,
    response: dataEnvelope(staffMemberSchema),
  }),
  disableStaff: defineRoute({
    method: 'POST',
    path: '/api/backoffice/staff/{id}/disable',
    access: 'staff',
    permission: 'staff.manage',
    tag,
    summary:
      'Disables a staff member and ends their sessions; 409 (19003) for the last active owner, or oneself.',
    params: idParamsSchema,
    body: staffReasonRequestSchema,
    response: dataEnvelope(staffMemberSchema),
  }),
  enableStaff: defineRoute({
    method: 'POST',
    path: '/api/backoffice/staff/{id}/enable',
    access: 'staff',
    permission: 'staff.manage',
    freshTotp: true,
    tag,
    summary: 'Enables a disabled staff member again (their password and TOTP stay as they were).',
    params: idParamsSchema,
    body: staffReasonRequestSchema,
    response: dataEnvelope(staffMemberSchema),
  }),
  listApiKeys: defineRoute({
    method: 'GET',
    path: '/api/backoffice/api-keys',
    access: 'staff',
    permission: 'api-keys.manage',
    tag,
    summary: 'Every named API key, revoked ones included (never their secret).',
    response: dataEnvelope(z.array(apiKeySchema)),
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/api/backoffice/api-keys',
    access: 'staff',
    permission: 'api-keys.manage',
    freshTotp: true,
    tag,
    summary: 'Creates a named key with scopes; answers its secret this once (only its sha256 is stored).',
    body: createApiKeyRequestSchema,
    response: dataEnvelope(createdApiKeySchema),
    status: 201,
  }),
  revokeApiKey: defineRoute({
    method: 'DELETE',
    path: '/api/backoffice/api-keys/{id}',
    access: 'staff',
    permission: 'api-keys.manage',
    tag,
    summary: 'Revokes a key: it is refused from now on.',
    params: idParamsSchema,
    response: dataEnvelope(apiKeySchema),
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/api/backoffice/audit',
    access: 'staff',
    permission: 'audit.read',
    tag,
    summary:
      'The audit log, newest first, filtered by actor, action, target and time; keyset pages (meta.nextCursor).',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};
