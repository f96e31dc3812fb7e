import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Whether an account is listed; the active one is always visible. */
export const AccountVisibility = { visible: 1, hidden: 2 } as const;

/** A player's account in one currency (spec: Account). Its money lives in ledger accounts below. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    currency: text().notNull(),
    /** AccountVisibility: 1 visible, 2 hidden (the wire's AccountStatus also says which one is active). */
    status: smallint().notNull().default(1),
    /** The one account the player plays and pays with. */
    isActive: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_player_currency_idx').on(table.playerId, table.currency),
    uniqueIndex('wallet_accounts_one_active_idx').on(table.playerId).where(sql`${table.isActive}`),
  ],
);

/** The parts of a player account, each its own ledger account. */
export const PLAYER_PARTS = ['cash', 'bonus', 'reserved'] as const;
export type PlayerPart = (typeof PLAYER_PARTS)[number];

/**
 * Ledger accounts: a player's cash, bonus and reserved (held for pending withdrawals) parts per wallet
 * account, and system accounts per currency (house:cash, psp:clearing, ...). `balance` is the sum of
 * the account's entries and `version` their number, kept in the row so a posting can lock and check
 * it. Only an account flagged `allowNegative` (the system accounts) may go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Set for a player's part, null for a system account. */
    walletAccountId: uuid().references(() => walletAccounts.id),
    /** A player part (cash, bonus, reserved) or a system account name (house:cash, psp:clearing). */
    name: text().notNull(),
    currency: text().notNull(),
    /** In the currency's minor unit. */
    balance: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** How many entries the account has: the version of its last entry. */
    version: bigint({ mode: 'number' }).notNull().default(0),
    /** May the balance go below zero? The house and the PSP clearing accounts may; a player part never. */
    allowNegative: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_part_idx')
      .on(table.walletAccountId, table.name)
      .where(sql`${table.walletAccountId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_idx')
      .on(table.name, table.currency)
      .where(sql`${table.walletAccountId} IS NULL`),
    check('ledger_accounts_not_negative', sql`${table.allowNegative} OR ${table.balance} >= 0`),
  ],
);

/** One posting: its entries sum to zero per currency. The idempotency key makes a replay move nothing. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  kind: text().notNull(),
  idempotencyKey: text().notNull().unique(),
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text().notNull(),
    /** Signed, in the currency's minor unit: positive credits the account, negative debits it. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** The account's balance just before and just after this entry: any balance is audited from one row. */
    balanceBefore: bigint({ mode: 'bigint' }).notNull(),
    balanceAfter: bigint({ mode: 'bigint' }).notNull(),
    /** The account's version after this entry: 1 for its first entry, then one more per entry. */
    accountVersion: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    uniqueIndex('ledger_entries_account_version_idx').on(table.accountId, table.accountVersion),
    check('ledger_entries_chain', sql`${table.balanceAfter} = ${table.balanceBefore} + ${table.amount}`),
  ],
);

/** A hold's life: pending until it is posted (the money leaves) or voided (the money goes back). */
export const HOLD_STATUSES = ['pending', 'posted', 'voided'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/**
 * Two-phase movements (a withdrawal's reserve): the pending phase moves the amount from `fromAccountId`
 * to `heldAccountId`; it then ends exactly once, posted (held → its destination) or voided (held → back
 * to where it came from). Keyed by the pending posting's idempotency key.
 */
export const ledgerHolds = pgTable('ledger_holds', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  idempotencyKey: text().notNull().unique(),
  pendingTransactionId: bigint({ mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id),
  fromAccountId: bigint({ mode: 'number' })
    .notNull()
    .references(() => ledgerAccounts.id),
  heldAccountId: bigint({ mode: 'number' })
    .notNull()
    .references(() => ledgerAccounts.id),
  amount: bigint({ mode: 'bigint' }).notNull(),
  status: text().$type<HoldStatus>().notNull().default('pending'),
  /** The posting that posted or voided it. */
  resolvingTransactionId: bigint({ mode: 'number' }).references(() => ledgerTransactions.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp({ withTimezone: true }),
});
