// The back office's roles and permissions, in a module without schemas: the server checks them, the
// back-office pages read them to show only what a role may do (decision 0037).

/** Staff roles, most powerful first. */
export const STAFF_ROLES = [
  'owner',
  'admin',
  'finance',
  'risk',
  'support',
  'marketing',
  'read-only',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a route may need. Some name screens still to come (withdrawal queue, adjustments, player 360):
 * they are here so roles do not change when those arrive.
 */
export const STAFF_PERMISSIONS = [
  /** The staff list. */
  'staff.read',
  /** Invite someone with a role (an admin only roles below admin). */
  'staff.invite',
  /** Change a role, disable or enable a staff member (an admin only below admin). */
  'staff.manage',
  /** Create, list and revoke named API keys. */
  'api-keys.manage',
  'audit.read',
  'settings.read',
  'settings.write',
  /** Promotions: bonuses, codes, free spins, cashback, quests, tournaments, wheels, loyalty levels, banners. */
  'bonuses.read',
  'bonuses.write',
  /** The operator's reports (GGR, NGR, RTP, large transactions) and their CSV exports. */
  'reports.read',
  /** The responsible-gaming desk: protected players, harm markers, the interaction log. */
  'responsible-gaming.read',
  /** Record a contact with a player and apply a cooling-off on their behalf (never loosen one). */
  'responsible-gaming.manage',
  /** Identity documents and checks: see them, decide them. */
  'kyc.read',
  'kyc.review',
  /** Deposits and withdrawals: see them, settle sandbox deposits as the tester, decide withdrawals. */
  'payments.read',
  'payments.sandbox',
  'withdrawals.review',
  /** Manual credits and debits of a player's balance. */
  'adjustments.create',
  /** A player's profile and history; blocking, notes, closing sessions, tightening limits. */
  'players.read',
  'players.manage',
  /** The built-in SMS and e-mail outbox (it holds reset links and codes). */
  'outbox.read',
  /** The live chat: read conversations; take, answer, transfer one's own and close them. */
  'chat.read',
  'chat.reply',
  /** Canned replies, and moving other agents' conversations. */
  'chat.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const READS: StaffPermission[] = [
  'staff.read',
  'audit.read',
  'settings.read',
  'bonuses.read',
  'kyc.read',
  'payments.read',
  'players.read',
  'reports.read',
  'responsible-gaming.read',
  'chat.read',
];

/** The one place that says what each role may do. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  admin: STAFF_PERMISSIONS.filter((permission) => permission !== 'api-keys.manage'),
  finance: [
    'players.read',
    'payments.read',
    'payments.sandbox',
    'withdrawals.review',
    'adjustments.create',
    'kyc.read',
    'reports.read',
  ],
  risk: [
    'players.read',
    'players.manage',
    'kyc.read',
    'kyc.review',
    'payments.read',
    'reports.read',
    'responsible-gaming.read',
    'responsible-gaming.manage',
    'chat.read',
  ],
  support: [
    'players.read',
    'players.manage',
    'kyc.read',
    'payments.read',
    'bonuses.read',
    'responsible-gaming.read',
    'responsible-gaming.manage',
    'chat.read',
    'chat.reply',
  ],
  marketing: ['players.read', 'bonuses.read', 'bonuses.write', 'settings.read', 'reports.read'],
  'read-only': READS,
};

export const hasPermission = (role: StaffRole, permission: StaffPermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * The roles a role may give (invite with, change to or from): an owner any, an admin those below
 * admin, nobody else any.
 */
export function grantableRoles(role: StaffRole): readonly StaffRole[] {
  if (role === 'owner') return STAFF_ROLES;
  if (role === 'admin') return STAFF_ROLES.filter((other) => other !== 'owner' && other !== 'admin');
  return [];
}

/**
 * What a named API key may be given: the permissions of the operator's machine calls. Managing staff
 * and keys needs a person with a fresh TOTP code, so no key holds those; answering a chat needs a
 * person too (every staff message names its author), so no key holds chat.reply or chat.manage.
 */
const PEOPLE_ONLY: readonly StaffPermission[] = ['api-keys.manage', 'chat.reply', 'chat.manage'];
export const API_KEY_SCOPES = STAFF_PERMISSIONS.filter(
  (permission) => !permission.startsWith('staff.') && !PEOPLE_ONLY.includes(permission),
);
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Who wrote an audit row: a staff session, a named API key, or the bootstrap OPERATOR_KEY. */
export const AUDIT_ACTOR_KINDS = ['staff', 'api-key', 'bootstrap-key'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The HttpOnly session cookie (path /api/backoffice). */
export const STAFF_SESSION_COOKIE = 'backoffice-session';
/** The header every back-office write carries the session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
/** The header a named API key may come in (else `Authorization: Bearer <key>`). */
export const API_KEY_HEADER = 'x-api-key';
/** Where the enrolment link of an invite points: `<PUBLIC_URL>/backoffice/enrol/<token>`. */
export const ENROLMENT_PATH = '/backoffice/enrol';
/** The shortest staff password. */
export const STAFF_PASSWORD_MIN = 12;
