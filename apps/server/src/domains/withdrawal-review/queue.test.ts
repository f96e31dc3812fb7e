import { DocumentStatus, InvoiceStatus, InvoiceType } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { gameRounds } from '../game-wallet/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { decideWithdrawal } from '../payments/settlement.ts';
import { paymentInvoices, withdrawalApprovals } from '../payments/tables.ts';
import { addDepositTurnover } from '../risk/turnover.ts';
import { saveFourEyesThreshold } from '../settings/operator-settings.ts';
import { playerDocuments, playerVerifications } from '../verification/tables.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { withdrawalQueue } from './queue.ts';

const HOUR_MS = 3_600_000;

/** The database, counting the statements started on it (select, execute). */
function countingDb(db: Db) {
  const counter = { statements: 0 };
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if ((key === 'select' || key === 'selectDistinct' || key === 'execute') && typeof value === 'function')
        return (...args: unknown[]) => {
          counter.statements++;
          return value.apply(target, args);
        };
      return value;
    },
  });
  return { db: counted, counter };
}

const IBAN = 'DE89370400440532013000';

describe.each(testDrivers)('the withdrawal queue and its risk flags on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  let funded = 0;
  /** A EUR player with `euros` of cash (no turnover wager), signed up from `fingerprint` (or none sent). */
  async function player(email: string, euros: number, fingerprint?: string) {
    const login = await registerByEmail(t, email, {
      currency: 'EUR',
      ...(fingerprint ? { fingerprint } : {}),
    });
    const token = login.accessToken;
    const accounts = (await call(t, { url: '/api/wallet/accounts', token })).json().data;
    const accountId: string = accounts[0].id;
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: BigInt(euros * 100),
      idempotencyKey: `queue-test-${++funded}`,
    });
    return { token, accountId, playerId: login.profile.id as string };
  }

  async function withdraw(p: { token: string; accountId: string }, amount: number, fields: object) {
    const response = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token: p.token,
      payload: { method: 'sandbox_bank', currency: 'EUR', amount, accountId: p.accountId, fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoiceId as string;
  }

  it('lists pending withdrawals oldest first with their flags, in keyset pages', async () => {
    const alice = await player('queue-alice@example.com', 300, 'alice-phone');
    const twin = await player('queue-twin@example.com', 10, 'alice-phone');
    const first = await withdraw(alice, 50, { iban: IBAN });
    // A big win today, in the ledger's own words: a settled round of the player.
    await t.database.db.insert(gameRounds).values({
      providerId: 'studio',
      providerRoundId: 'queue-big-win',
      sessionId: '00000000-0000-4000-8000-000000000001',
      playerId: alice.playerId,
      walletAccountId: alice.accountId,
      gameSlug: 'slot-classic-sevens',
      currency: 'EUR',
      betMinor: 1000n,
      winMinor: 150_000n,
      status: 'settled',
      settledAt: new Date(),
    });
    const second = await withdraw(alice, 20, { iban: IBAN });

    const page = await withdrawalQueue(t.app.db, { limit: 1 });
    expect(page.data.map((row) => row.id)).toEqual([first]);
    expect(page.data[0]).toMatchObject({
      amount: '50',
      currency: 'EUR',
      method: 'sandbox_bank',
      player: { id: alice.playerId, email: 'queue-alice@example.com' },
      flags: {
        openTurnover: false,
        notVerified: true,
        newDestination: true,
        largeWin: { amount: '1500', currency: 'EUR' },
        sharedDeviceWith: [twin.playerId],
        firstWithdrawal: true,
      },
    });
    expect(page.meta.nextCursor).not.toBeNull();
    const next = await withdrawalQueue(t.app.db, { limit: 1, cursor: page.meta.nextCursor! });
    expect(next.data.map((row) => row.id)).toEqual([second]);

    // Once one is paid, the next is no longer the first; a decided one leaves the queue.
    await decideWithdrawal(t.app.db, first, { approve: true });
    const after = await withdrawalQueue(t.app.db, { limit: 50 });
    expect(after.data.map((row) => row.id)).toEqual([second]);
    expect(after.data[0]!.flags.firstWithdrawal).toBe(false);
    expect(after.meta.nextCursor).toBeNull();
  });

  it('flags no large win under the threshold, and no device shared with nobody', async () => {
    const bob = await player('queue-bob@example.com', 100, 'bob-own-laptop');
    const id = await withdraw(bob, 30, { iban: 'GB82WEST12345698765432' });
    const row = (await withdrawalQueue(t.app.db, { limit: 50 })).data.find((item) => item.id === id);
    expect(row?.flags).toMatchObject({ largeWin: null, sharedDeviceWith: [], firstWithdrawal: true });
  });

  it('flags no shared device for players whose browsers sent no fingerprint (a user agent names nobody)', async () => {
    const carol = await player('queue-carol@example.com', 100);
    const dave = await player('queue-dave@example.com', 100);
    const ids = [await withdraw(carol, 10, { iban: 'GB82WEST12345698765432' })];
    ids.push(await withdraw(dave, 10, { iban: 'GB82WEST12345698765432' }));
    const rows = (await withdrawalQueue(t.app.db, { limit: 50 })).data.filter((item) =>
      ids.includes(item.id),
    );
    expect(rows.map((row) => row.flags.sharedDeviceWith)).toEqual([[], []]);
  });

  /** A settled round of the player: a win of `winMinor` cents, settled `hoursAgo` hours ago. */
  async function win(
    p: { playerId: string; accountId: string },
    id: string,
    winMinor: bigint,
    hoursAgo: number,
  ) {
    const at = new Date(Date.now() - hoursAgo * HOUR_MS);
    await t.database.db.insert(gameRounds).values({
      providerId: 'studio',
      providerRoundId: id,
      sessionId: '00000000-0000-4000-8000-000000000002',
      playerId: p.playerId,
      walletAccountId: p.accountId,
      gameSlug: 'slot-classic-sevens',
      currency: 'EUR',
      betMinor: 100n,
      winMinor,
      status: 'settled',
      createdAt: at,
      settledAt: at,
    });
  }

  it('gives each withdrawal of a page its own flags, from one statement for the page', async () => {
    await saveFourEyesThreshold(t.app.db, '100');
    // Carol: verified by the provider, deposited from her IBAN (written in lower case with a space),
    // paid out before, a deposit still to wager, a large win two days ago only.
    const carol = await player('page-carol@example.com', 900, 'carol-tablet');
    await t.database.db.insert(playerVerifications).values({
      playerId: carol.playerId,
      provider: 'builtin',
      applicantId: 'carol',
      level: 'verified',
      eventAt: new Date(),
    });
    await t.database.db.insert(paymentInvoices).values({
      playerId: carol.playerId,
      walletAccountId: carol.accountId,
      type: InvoiceType.deposit,
      status: InvoiceStatus.success,
      provider: 'sandbox',
      method: 'sandbox_card',
      currency: 'EUR',
      amount: 10_000n,
      fields: { iban: ' de89370400440532013000 ' },
    });
    const paid = await withdraw(carol, 10, { iban: 'GB82WEST12345698765432' });
    await decideWithdrawal(t.app.db, paid, { approve: true });
    await win(carol, 'page-carol-old-win', 500_000n, 48);
    const carols = await withdraw(carol, 40, { iban: IBAN });
    // A deposit credited after the request (a withdrawal is refused while one is open).
    await addDepositTurnover(t.database.db, carol.accountId, 5_000n);

    // Dan and Erin share a laptop. Dan: verified by an approved identity document, a large win
    // today (the largest of two), four-eyes with a first approval given. Erin: a win under the line.
    const dan = await player('page-dan@example.com', 900, 'shared-laptop');
    const erin = await player('page-erin@example.com', 900, 'shared-laptop');
    await t.database.db.insert(playerDocuments).values({
      playerId: dan.playerId,
      type: 'passport',
      fileName: 'passport.png',
      storageKey: `page-dan-${dan.playerId}`,
      mimeType: 'image/png',
      size: 1,
      status: DocumentStatus.approved,
    });
    await win(dan, 'page-dan-win-1', 120_000n, 3);
    await win(dan, 'page-dan-win-2', 250_000n, 5);
    const dans = await withdraw(dan, 500, { iban: 'FR7630006000011234567890189' });
    await t.database.db.insert(withdrawalApprovals).values({
      invoiceId: dans,
      actorKind: 'staff',
      actorId: 'staff-1',
      actorName: 'Fay Finance',
    });
    await win(erin, 'page-erin-win', 90_000n, 1);
    const erins = await withdraw(erin, 20, { iban: 'NL91ABNA0417164300' });

    const { db, counter } = countingDb(t.app.db);
    const page = await withdrawalQueue(db, { limit: 100 });
    expect(counter.statements, 'the page, the rates and the threshold').toBe(3);
    const byId = new Map(page.data.map((row) => [row.id, row]));

    expect(byId.get(carols)).toMatchObject({
      player: { id: carol.playerId, email: 'page-carol@example.com' },
      amount: '40',
      needsSecondApproval: false,
      approvals: [],
      flags: {
        openTurnover: true,
        notVerified: false,
        newDestination: false,
        largeWin: null,
        sharedDeviceWith: [],
        firstWithdrawal: false,
      },
    });
    expect(byId.get(dans)).toMatchObject({
      player: { id: dan.playerId },
      needsSecondApproval: true,
      approvals: [{ by: { kind: 'staff', id: 'staff-1', name: 'Fay Finance' } }],
      flags: {
        openTurnover: false,
        notVerified: false,
        newDestination: true,
        largeWin: { amount: '2500', currency: 'EUR' },
        sharedDeviceWith: [erin.playerId],
        firstWithdrawal: true,
      },
    });
    expect(byId.get(dans)!.approvals[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(byId.get(erins)).toMatchObject({
      needsSecondApproval: false,
      flags: {
        openTurnover: false,
        notVerified: true,
        newDestination: true,
        largeWin: null,
        sharedDeviceWith: [dan.playerId],
        firstWithdrawal: true,
      },
    });
    // The player as the search lists them, times included.
    const login = (await call(t, { url: '/api/player/profile', token: dan.token })).json().data;
    expect(byId.get(dans)!.player.createdAt).toBe(new Date(login.createdAt).toISOString());
  });
});
