import { z } from 'zod';
import { ADJUSTMENT_REASON_CODES } from './backoffice-adjustments.ts';
import { playerBonusesQuerySchema, playerBonusSchema, playerFreespinSchema } from './bonuses.ts';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { sessionSchema } from './identity.ts';
import { playerQuestsPageSchema, playerQuestsQuerySchema } from './quests.ts';
import { loyaltyAccountSchema } from './retention.ts';
import { defineRoute } from './routes/define.ts';
import { tournamentPrizeSchema } from './tournaments.ts';
import { zText } from './validators/input.ts';

/**
 * The player 360 page's history sections (issue 30): what moved through the player's money, the
 * bonuses, loyalty, quests and tournaments they took part in, every change of their limits, what we
 * told them and every session they opened. Read-only, newest first, paged where a list grows.
 * Amounts are numbers in the currency's unit, as everywhere on the wire.
 */

/** The ledger parts of a player's account. */
export const LEDGER_PARTS = ['cash', 'bonus', 'reserved'] as const;

export const playerLedgerQuerySchema = pagingQuerySchema.extend({
  /** Only the movements of the player's account in this currency. */
  currency: zText({ max: 10 }).trim().min(1).toUpperCase().optional(),
});
export type PlayerLedgerQuery = z.infer<typeof playerLedgerQuerySchema>;

/** One ledger entry on one of the player's accounts. */
export const ledgerMovementSchema = z.object({
  /** The entry's id (a posting has one entry per account it touches). */
  id: z.string(),
  transactionId: z.string(),
  /** The posting's kind: deposit, bet, win, bet.rollback, bonus.credit, adjustment.credit ... */
  kind: z.string(),
  currency: z.string(),
  part: z.enum(LEDGER_PARTS),
  /** Signed: positive credits the part, negative debits it. */
  amount: z.number(),
  /** The part's balance just after the entry. */
  balanceAfter: z.number(),
  /** The posting's idempotency key: the invoice, round or adjustment it was made for. */
  reference: z.string(),
  /** A manual adjustment's reason, as staff gave it. */
  adjustment: z.object({ reasonCode: z.enum(ADJUSTMENT_REASON_CODES), comment: z.string() }).nullable(),
  createdAt: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

/** The player's loyalty club standing; `account` is null until their first point or first look. */
export const staffLoyaltySchema = z.object({
  enabled: z.boolean(),
  account: loyaltyAccountSchema.nullable(),
});
export type StaffLoyalty = z.infer<typeof staffLoyaltySchema>;

export const LOYALTY_MOVEMENT_KINDS = ['earn', 'spend', 'award'] as const;

/** A change of the player's loyalty points. */
export const loyaltyMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(LOYALTY_MOVEMENT_KINDS),
  /** Signed: a spend is negative. */
  points: z.number().int(),
  /** What it was for: the round an earn counted, the key of a spend or an award. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type LoyaltyMovement = z.infer<typeof loyaltyMovementSchema>;

/** A tournament the player entered, with their score, place and prize. */
export const staffTournamentEntrySchema = z.object({
  tournamentId: z.string(),
  identity: z.string(),
  title: z.string(),
  /** TournamentState. */
  state: z.number().int(),
  /** TournamentScoring. */
  type: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  joinedAt: z.string(),
  /** As the leaderboard shows them (base-currency units, bets, or the multiplier). */
  points: z.number(),
  /** The place on the leaderboard (the paid place once it is paid); null without points. */
  place: z.number().int().nullable(),
  /** The prize paid for the place, null when none was. */
  prize: tournamentPrizeSchema.nullable(),
});
export type StaffTournamentEntry = z.infer<typeof staffTournamentEntrySchema>;

/**
 * What happened to a limit: created; tightened (a lower amount, at once); extended (a longer
 * exclusion); increase-requested and removal-requested (a loosening that waits 24 hours, the end of a
 * self-exclusion included); pending-cancelled (the player kept the limit as it was); increase-applied
 * and removed (the wait is over); expired (a cooling-off's period ended).
 */
export const LIMIT_CHANGE_KINDS = [
  'created',
  'tightened',
  'extended',
  'increase-requested',
  'removal-requested',
  'pending-cancelled',
  'increase-applied',
  'removed',
  'expired',
] as const;
export type LimitChangeKind = (typeof LIMIT_CHANGE_KINDS)[number];

export const LIMIT_CHANGE_ACTORS = ['player', 'staff', 'system'] as const;

export const limitChangeSchema = z.object({
  id: z.string(),
  limitId: z.string(),
  /** LimitDefinition: 1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off. */
  definition: z.number().int(),
  period: z.string(),
  currency: z.string().nullable(),
  change: z.enum(LIMIT_CHANGE_KINDS),
  /** The amount after the change (the one asked for, while it waits); null for an exclusion. */
  amount: z.number().nullable(),
  /** The amount in force before it, when it changed one. */
  previousAmount: z.number().nullable(),
  /** When a waiting change applies; for an exclusion, when its period ends (null: indefinite). */
  effectiveAt: z.string().nullable(),
  /** Who made it: the player, a staff member (on the audit log with the reason) or a job of the site. */
  actor: z.enum(LIMIT_CHANGE_ACTORS).nullable(),
  /**
   * Rebuilt from the limit's row when the history began (migration 0039), not recorded as it
   * happened: no actor, and the amount is the one the row held then.
   */
  derived: z.boolean(),
  createdAt: z.string(),
});
export type LimitChangeRecord = z.infer<typeof limitChangeSchema>;

export const CONTACT_CHANNELS = ['inbox', 'email'] as const;

/** Something we told the player: an inbox message, or an e-mail the built-in outbox kept. */
export const playerContactSchema = z.object({
  id: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  /** The message's title or the e-mail's subject (never a body: e-mails hold reset links and codes). */
  title: z.string(),
  /** The address an e-mail went to; null for an inbox message. */
  to: z.string().nullable(),
  /** Whether the player read it; null when we cannot know (e-mail). */
  read: z.boolean().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlayerContact = z.infer<typeof playerContactSchema>;

export const playerContactsQuerySchema = pagingQuerySchema.extend({
  channel: z.enum(CONTACT_CHANNELS).optional(),
});

/** A session of the player as staff see it: open or not, with where it came from. */
export const staffSessionSchema = sessionSchema.extend({
  /** The hash of the fingerprint the client sent; null when it sent none (the user agent does not name a device). */
  fingerprint: z.string().nullable(),
  /** Still usable: not closed, not idle past the limit. */
  open: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

const tag = 'Back office: player history';
const history = {
  access: 'staff',
  permission: 'players.read',
  tag,
  params: idParamsSchema,
} as const;

export const backofficePlayerHistoryRoutes = {
  playerLedger: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/ledger',
    summary:
      "The ledger entries of the player's accounts (cash, bonus, reserved), newest first, with the balance after each; a manual adjustment with its reason.",
    query: playerLedgerQuerySchema,
    response: pagedEnvelope(ledgerMovementSchema),
  }),
  playerBonuses: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/bonuses',
    summary: "The player's bonuses of every status (or those asked), newest first, with wagering progress.",
    query: playerBonusesQuerySchema,
    response: pagedEnvelope(playerBonusSchema),
  }),
  playerFreespins: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/freespins',
    summary: "The player's free spins of every status (or those asked), newest first, with the spins used.",
    query: playerBonusesQuerySchema,
    response: pagedEnvelope(playerFreespinSchema),
  }),
  playerLoyalty: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/loyalty',
    summary: "The player's loyalty level and points (null before they have an account).",
    response: dataEnvelope(staffLoyaltySchema),
  }),
  playerLoyaltyMovements: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/loyalty/points',
    summary: "Every change of the player's loyalty points, newest first.",
    query: pagingQuerySchema,
    response: pagedEnvelope(loyaltyMovementSchema),
  }),
  playerQuests: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/quests',
    summary:
      "The quests the player took (in the asked states, else all), newest first, with each task's progress.",
    query: playerQuestsQuerySchema,
    response: playerQuestsPageSchema,
  }),
  playerTournaments: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/tournaments',
    summary: 'The tournaments the player entered, newest first, with their points, place and prize.',
    query: pagingQuerySchema,
    response: pagedEnvelope(staffTournamentEntrySchema),
  }),
  playerLimitHistory: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/limit-history',
    summary: "Every change of the player's limits, self-exclusions and cooling-offs, newest first, by whom.",
    query: pagingQuerySchema,
    response: pagedEnvelope(limitChangeSchema),
  }),
  playerContacts: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/messages',
    summary:
      "What the player was sent: inbox messages (read or not) and the e-mails the built-in outbox kept for the player's address, newest first.",
    query: playerContactsQuerySchema,
    response: pagedEnvelope(playerContactSchema),
  }),
  playerSessions: defineRoute({
    ...history,
    method: 'GET',
    path: '/api/backoffice/players/{id}/sessions',
    summary:
      'Every session the player opened, open or ended, newest first, with the address, country and fingerprint.',
    query: pagingQuerySchema,
    response: pagedEnvelope(staffSessionSchema),
  }),
};
