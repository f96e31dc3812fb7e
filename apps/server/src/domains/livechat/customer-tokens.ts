import { ErrorCode, type LiveChatToken } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { enforceLimits, type RateLimit, recordEvents } from '../identity/rate-events.ts';
import { getPublicSettings } from '../settings/service.ts';
import type { CustomerTokenGrant, LiveChatAccounts } from './accounts-api.ts';
import { liveChatCustomers } from './tables.ts';

type CustomerRow = typeof liveChatCustomers.$inferSelect;

export type LiveChatTokens = {
  /** The token held while it lasts (up to a margin before its expiry), else a new one. */
  token(playerId: string): Promise<LiveChatToken>;
  /** Always a new token from LiveChat, for the player's one customer. */
  freshToken(playerId: string): Promise<LiveChatToken>;
  hasToken(playerId: string): Promise<boolean>;
  /** Forgets the token held; the customer (its entity id) stays. */
  forgetToken(playerId: string): Promise<void>;
};

export type LiveChatTokensOptions = {
  db: Db;
  /** The accounts API for a license; null when the server has no LiveChat credentials. */
  accountsFor: ((license: string) => LiveChatAccounts) | null;
  now?: () => number;
};

/**
 * New tokens asked of LiveChat per player and hour: the widget asks a few a day; more is a loop or a
 * script spending the operator's LiveChat API quota (429 past it; a held token is still answered).
 */
export const LIVECHAT_TOKENS_PER_HOUR = 30;

/** A held token is renewed when less than this share of its life, or 5 minutes, is left. */
const RENEW_SHARE = 0.1;
const RENEW_AT_MOST_MS = 5 * 60_000;

/**
 * The players' LiveChat customer tokens: one LiveChat customer per player and license (its entity
 * id stored, so the chat history follows the player), the last token kept in the database so that
 * every node answers alike. Off (404, liveChatUnavailable) unless the operator's switch is on with a
 * license and the server holds credentials.
 */
export function liveChatTokens({
  db,
  accountsFor,
  now = () => Date.now(),
}: LiveChatTokensOptions): LiveChatTokens {
  async function activeLicense(): Promise<{ license: string; accounts: LiveChatAccounts }> {
    const { liveChat } = await getPublicSettings(db);
    if (!accountsFor || !liveChat.enabled || liveChat.license === '')
      throw new AppError(ErrorCode.liveChatUnavailable, 'The LiveChat integration is off.');
    return { license: liveChat.license, accounts: accountsFor(liveChat.license) };
  }

  async function findCustomer(playerId: string, license: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(liveChatCustomers)
      .where(and(eq(liveChatCustomers.playerId, playerId), eq(liveChatCustomers.licenseId, license)));
    return row;
  }

  const usable = (row: CustomerRow | undefined): row is CustomerRow & HeldToken =>
    !!row && isHeld(row) && renewalDue(row) > now();

  async function issue(playerId: string, license: string, accounts: LiveChatAccounts) {
    const limit: RateLimit = { scope: 'livechat.token', subject: playerId, max: LIVECHAT_TOKENS_PER_HOUR };
    await enforceLimits(db, [limit]);
    await recordEvents(db, [limit]);
    const known = await findCustomer(playerId, license);
    const grant = await accounts.customerToken(known?.entityId ?? null);
    const saved = await saveGrant(db, playerId, license, grant, new Date(now()));
    return widgetToken(saved, license);
  }

  return {
    async token(playerId) {
      const { license, accounts } = await activeLicense();
      const row = await findCustomer(playerId, license);
      if (usable(row)) return widgetToken(row, license);
      return issue(playerId, license, accounts);
    },
    async freshToken(playerId) {
      const { license, accounts } = await activeLicense();
      return issue(playerId, license, accounts);
    },
    async hasToken(playerId) {
      const { license } = await activeLicense();
      return usable(await findCustomer(playerId, license));
    },
    async forgetToken(playerId) {
      const { license } = await activeLicense();
      await db
        .update(liveChatCustomers)
        .set({
          accessToken: null,
          tokenType: null,
          expiresInSeconds: null,
          tokenIssuedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(liveChatCustomers.playerId, playerId), eq(liveChatCustomers.licenseId, license)));
    },
  };
}

type HeldToken = { accessToken: string; tokenType: string; expiresInSeconds: number; tokenIssuedAt: Date };

function isHeld(row: CustomerRow): row is CustomerRow & HeldToken {
  return row.accessToken !== null && row.expiresInSeconds !== null && row.tokenIssuedAt !== null;
}

/** When a held token is to be renewed: a margin before it expires. */
function renewalDue(row: HeldToken): number {
  const lifetime = row.expiresInSeconds * 1000;
  return row.tokenIssuedAt.getTime() + lifetime - Math.min(lifetime * RENEW_SHARE, RENEW_AT_MOST_MS);
}

/**
 * Keeps the grant as the player's customer of the license. Two first calls racing both create a
 * customer at LiveChat; the last one saved stays (the other has no chat yet).
 */
async function saveGrant(
  db: Db,
  playerId: string,
  license: string,
  grant: CustomerTokenGrant,
  issuedAt: Date,
): Promise<CustomerRow & HeldToken> {
  const token = {
    entityId: grant.entityId,
    accessToken: grant.accessToken,
    tokenType: grant.tokenType,
    expiresInSeconds: grant.expiresInSeconds,
    tokenIssuedAt: issuedAt,
  };
  const [row] = await db
    .insert(liveChatCustomers)
    .values({ playerId, licenseId: license, ...token })
    .onConflictDoUpdate({
      target: [liveChatCustomers.playerId, liveChatCustomers.licenseId],
      set: { ...token, updatedAt: sql`now()` },
    })
    .returning();
  if (!row || !isHeld(row)) throw new Error('livechat_customers: the saved token is missing');
  return row;
}

/** The widget's token shape (LiveChat's SDKs build it so): milliseconds, the license as a number. */
function widgetToken(row: HeldToken & { entityId: string }, license: string): LiveChatToken {
  return {
    accessToken: row.accessToken,
    entityId: row.entityId,
    expiresIn: row.expiresInSeconds * 1000,
    tokenType: row.tokenType,
    creationDate: row.tokenIssuedAt.getTime(),
    licenseId: Number(license),
  };
}
