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
 * Ledger accounts: a player's cash, bonus and reserved (pending withdrawals) parts per wallet account,
 * and system accounts per currency (house:cash, psp:clearing, ...). `balance` is the sum of the
 * account's entries, kept in the row so a posting can lock and check it. A player part never goes
 * below zero; a system account may.
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_part_idx')
      .on(table.walletAccountId, table.name)
      .where(sql`${table.walletAccountId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_idx')
      .on(table.name, table.currency)
      .where(sql`${table.walletAccountId} IS NULL`),
    check(
      'ledger_accounts_player_not_negative',
      sql`${table.walletAccountId} IS NULL OR ${table.balance} >= 0`,
    ),
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
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId),
  ],
);
