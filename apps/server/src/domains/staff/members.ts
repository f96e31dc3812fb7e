import {
  ErrorCode,
  grantableRoles,
  ROLE_PERMISSIONS,
  type StaffFeatures,
  type StaffMe,
  type StaffMember,
  type StaffRole,
} from '@casino/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { idleEndOf, type SessionLimits, type SignedInStaff } from './sessions.ts';
import { type StaffRow, staff } from './tables.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function staffView(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    activatedAt: iso(row.activatedAt),
    disabledAt: iso(row.disabledAt),
    lastSignInAt: iso(row.lastSignInAt),
  };
}

export function meOf(
  { session, staff: row }: SignedInStaff,
  limits: SessionLimits,
  features: StaffFeatures,
): StaffMe {
  return {
    staff: staffView(row),
    permissions: [...ROLE_PERMISSIONS[row.role]],
    grantableRoles: [...grantableRoles(row.role)],
    csrfToken: session.csrfToken,
    features,
    session: {
      id: session.id,
      expiresAt: session.expiresAt.toISOString(),
      idleExpiresAt: idleEndOf(session, limits).toISOString(),
    },
  };
}

export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(staff.email, normalizeStaffEmail(email)));
  return row ?? null;
}

/** Staff members' names by id, for other domains that show who did something. */
export async function staffNamesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
}

/**
 * Staff changes queue behind one another (a transaction-scoped advisory lock), so two owners demoting
 * or disabling each other at once cannot both pass the last-owner check.
 */
export async function lockStaffChanges(tx: Db) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('casino.staff.changes'))`);
}

/** The staff member a change is about, locked; 404 for an unknown id. */
export async function lockStaffMember(tx: Db, id: string): Promise<StaffRow> {
  const [row] = isUuid(id) ? await tx.select().from(staff).where(eq(staff.id, id)).for('update') : [];
  if (!row) throw AppError.notFound('No such staff member.');
  return row;
}

/** 403 (19004) unless the acting role may give and take `roles`. */
export function assertGrantable(actorRole: StaffRole, ...roles: StaffRole[]) {
  const allowed = grantableRoles(actorRole);
  if (!roles.every((role) => allowed.includes(role)))
    throw new AppError(ErrorCode.roleNotGrantable, `A ${actorRole} cannot give or take that role.`);
}

/** 409 (19003) when `leaving` is the last active owner: the back office would have nobody to run it. */
export async function assertAnotherActiveOwner(tx: Db, leaving: StaffRow) {
  if (leaving.role !== 'owner' || leaving.status !== 'active') return;
  const [other] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active'), ne(staff.id, leaving.id)))
    .limit(1);
  if (!other)
    throw new AppError(ErrorCode.lastOwner, 'This is the last active owner: make another owner first.');
}

export async function updateStaff(tx: Db, id: string, values: Partial<StaffRow>): Promise<StaffRow> {
  const [row] = await tx.update(staff).set(values).where(eq(staff.id, id)).returning();
  return row!;
}
