import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type AuditContext, appendAudit, canonicalJson } from './chain.ts';
import { type AuditAnchor, auditCheck, parseAuditAnchor } from './check.ts';
import { auditLog } from './tables.ts';
import { resetAuditLog, tamper } from './test-audit.ts';
import { verifyAuditChain } from './verify.ts';

const context = (id: string): AuditContext => ({
  actor: { kind: 'staff', id, role: 'owner' },
  ip: '203.0.113.7',
  userAgent: 'vitest',
});

describe.each(testDrivers)('the audit log chain on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => resetAuditLog(t.database.db));

  /** `count` rows, one transaction each, with before and after values jsonb reorders and renormalises. */
  async function writeRows(count: number) {
    for (let index = 1; index <= count; index++)
      await appendAudit(t.database.db, context(`staff-${index}`), [
        {
          action: 'settings.update',
          target: { type: 'setting', id: `key-${index}` },
          before: { zeta: 1, alpha: [1.5, { y: null, x: 'é' }], at: new Date(0) },
          after: { alpha: 1e21, big: 12n, nested: { b: true, a: undefined } },
          reason: index % 2 ? 'because' : null,
        },
      ]);
  }

  /** The check's exit code and what it printed. */
  async function check(anchors: AuditAnchor[] = []) {
    const lines: string[] = [];
    const code = await auditCheck(
      t.database.db,
      {
        log: (line: string) => lines.push(line),
        error: (line: string) => lines.push(line),
      },
      anchors,
    );
    return { code, text: lines.join('\n') };
  }

  it('verifies a chain of rows whose JSON came back from jsonb in another order', async () => {
    await writeRows(5);
    const { code, text } = await check();
    expect(text).toContain('5 rows checked');
    expect(code).toBe(0);
  });

  it('refuses to update, delete or truncate a row (append-only)', async () => {
    await writeRows(2);
    for (const statement of [
      sql`UPDATE audit_log SET reason = 'edited' WHERE sequence = 1`,
      sql`DELETE FROM audit_log WHERE sequence = 2`,
      sql`TRUNCATE audit_log`,
    ])
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    expect((await check()).code).toBe(0);
  });

  it('names the first edited row', async () => {
    await writeRows(5);
    await tamper(t.database.db, `UPDATE audit_log SET after = '{"alpha": 2}' WHERE sequence = 3`);
    await tamper(t.database.db, `UPDATE audit_log SET reason = 'later edit' WHERE sequence = 4`);
    const { code, text } = await check();
    expect(code).toBe(1);
    expect(text).toContain('BROKEN at row 3 (edited)');
  });

  it('names a row edited with its own hash recomputed: the next row no longer follows it', async () => {
    await writeRows(4);
    const [row] = await t.database.db.select().from(auditLog).where(sql`sequence = 2`);
    const { rowHash } = await import('./chain.ts');
    const forged = { ...row!, actorId: 'someone-else' };
    await tamper(
      t.database.db,
      `UPDATE audit_log SET actor_id = 'someone-else', hash = '${rowHash(row!.previousHash, forged)}' WHERE sequence = 2`,
    );
    const { code, text } = await check();
    expect(code).toBe(1);
    expect(text).toContain('BROKEN at row 3 (reordered)');
  });

  it('names a deleted row, in the middle and at the end', async () => {
    await writeRows(5);
    await tamper(t.database.db, 'DELETE FROM audit_log WHERE sequence = 2');
    expect((await check()).text).toContain('BROKEN at row 2 (deleted): row 2 is missing');
    await resetAuditLog(t.database.db);
    await writeRows(5);
    await tamper(t.database.db, 'DELETE FROM audit_log WHERE sequence >= 4');
    const tail = await check();
    expect(tail.code).toBe(1);
    expect(tail.text).toContain('BROKEN at row 4 (deleted): rows 4 to 5 are missing');
  });

  it('catches a chain rebuilt whole from an anchor kept outside the database', async () => {
    await writeRows(3);
    const printed = (await check()).text.match(/Anchor \(keep it outside the database\): (\S+)/)?.[1];
    const anchor = parseAuditAnchor(printed ?? '');
    expect(anchor?.sequence).toBe(3n);
    await writeRows(2);
    expect(await check([anchor!])).toMatchObject({ code: 0 });

    // Every row from 2 on forged with its hash recomputed, and the head moved with them: the chain
    // holds again, only the kept anchor tells.
    const { rowHash } = await import('./chain.ts');
    const rows = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.sequence));
    let previous = rows[0]!.hash;
    const statements: string[] = [];
    for (const row of rows.slice(1)) {
      const forged = { ...row, previousHash: previous, reason: 'rewritten' };
      const hash = rowHash(previous, forged);
      statements.push(
        `UPDATE audit_log SET reason = 'rewritten', previous_hash = '${previous}', hash = '${hash}' WHERE sequence = ${row.sequence}`,
      );
      previous = hash;
    }
    await tamper(t.database.db, ...statements);
    await t.database.db.execute(sql.raw(`UPDATE audit_chain_head SET hash = '${previous}'`));
    expect((await check()).code).toBe(0);
    const { code, text } = await check([anchor!]);
    expect(code).toBe(1);
    expect(text).toContain('BROKEN at row 3 (rewritten)');
    expect(parseAuditAnchor('3:not-a-hash')).toBeNull();
  });

  it('names reordered rows', async () => {
    await writeRows(5);
    await tamper(
      t.database.db,
      'UPDATE audit_log SET sequence = 1000 WHERE sequence = 2',
      'UPDATE audit_log SET sequence = 2 WHERE sequence = 3',
      'UPDATE audit_log SET sequence = 3 WHERE sequence = 1000',
    );
    const { code, text } = await check();
    expect(code).toBe(1);
    expect(text).toContain('BROKEN at row 2 (reordered)');
  });

  it('names a deleted row renumbered away', async () => {
    await writeRows(4);
    await tamper(t.database.db, 'DELETE FROM audit_log WHERE sequence = 2');
    await tamper(
      t.database.db,
      'UPDATE audit_log SET sequence = sequence + 100 WHERE sequence > 2',
      'UPDATE audit_log SET sequence = sequence - 101 WHERE sequence > 100',
    );
    await t.database.db.execute(sql`UPDATE audit_chain_head SET sequence = 3`);
    const { code, text } = await check();
    expect(code).toBe(1);
    expect(text).toContain('BROKEN at row 2 (reordered)');
  });

  it('keeps one chain under concurrent appends', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        appendAudit(t.database.db, context(`writer-${index}`), [
          { action: 'test.concurrent', target: { type: 'test', id: String(index) } },
          { action: 'test.concurrent.second', target: { type: 'test', id: String(index) } },
        ]),
      ),
    );
    const report = await verifyAuditChain(t.database.db);
    expect(report.broken).toBeNull();
    expect(report.rows).toBe(80);
    const rows = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.sequence));
    expect(rows.map((row) => Number(row.sequence))).toEqual(
      Array.from({ length: 80 }, (_, index) => index + 1),
    );
    // A writer's two rows are neighbours: each append took the chain for itself.
    for (let index = 0; index < 80; index += 2) expect(rows[index]!.targetId).toBe(rows[index + 1]!.targetId);
  });

  it('writes JSON in one canonical form whatever the key order', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: null, e: undefined })).toBe(
      '{"a":null,"b":[1,{"c":2,"d":1}]}',
    );
  });
});
