import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { StudioDb } from '../storage/db.ts';
import { studioCrashLeader } from './tables.ts';

/** The lease row of the crash loop. */
export const CRASH_LEASE_ID = 'crash-loop';

/**
 * Which node runs the crash loop: the holder of one lease row, renewed before it expires. A plain row
 * instead of an advisory lock because it works the same on a pooled Postgres and on PGlite, and needs
 * no connection held for the lease's lifetime. Times come from the database clock, so nodes whose
 * clocks drift apart still agree on when a lease ran out.
 */
export class CrashLeadership {
  readonly holder = randomUUID();
  /** Until when this node may go on leading when a renewal fails (half the lease after the last one). */
  private trustedUntil = 0;

  constructor(
    private readonly db: StudioDb,
    private readonly leaseMs: number,
    private readonly leaseId = CRASH_LEASE_ID,
  ) {}

  /** Takes the lease if it is free or expired, renews it if this node holds it; true when it does. */
  async tryLead(): Promise<boolean> {
    const expiresAt = sql`now() + ${this.leaseMs} * interval '1 millisecond'`;
    const rows = await this.db
      .insert(studioCrashLeader)
      .values({ id: this.leaseId, holder: this.holder, expiresAt })
      .onConflictDoUpdate({
        target: studioCrashLeader.id,
        set: { holder: this.holder, expiresAt },
        setWhere: sql`${studioCrashLeader.holder} = ${this.holder} or ${studioCrashLeader.expiresAt} < now()`,
      })
      .returning({ holder: studioCrashLeader.holder });
    return rows.length === 1;
  }

  /**
   * Renews or takes the lease. A database error does not end a lease renewed less than half a lease
   * ago (a blip must not void the running round); the holder stops well before others may take over.
   */
  async leads(onError: (error: unknown) => void): Promise<boolean> {
    try {
      const leading = await this.tryLead();
      this.trustedUntil = leading ? Date.now() + this.leaseMs / 2 : 0;
      return leading;
    } catch (error) {
      onError(error);
      return Date.now() < this.trustedUntil;
    }
  }

  /** Gives the lease up at once, so another node (or this one restarted) takes over without waiting. */
  async release(): Promise<void> {
    await this.db
      .delete(studioCrashLeader)
      .where(and(eq(studioCrashLeader.id, this.leaseId), eq(studioCrashLeader.holder, this.holder)));
  }
}
