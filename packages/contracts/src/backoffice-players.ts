import { z } from 'zod';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { sessionSchema } from './identity.ts';
import { limitSchema } from './limits.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';
import { playerDocumentSchema, verificationLevels } from './verification.ts';
import { walletAccountSchema } from './wallet.ts';

/**
 * The back office's player search and the player 360 page (issue 30): staff find a player by id,
 * e-mail, phone or nickname, then see everything about them on one page.
 */

export const PLAYER_SEARCH_LIMIT_MAX = 50;

export const playerSearchQuerySchema = z.object({
  /** A player id (exact), an e-mail or its start, a phone number or its start (+ and digits), a nickname's start. */
  q: zText({ max: 254 }).trim().min(2),
  limit: z.coerce.number().int().min(1).max(PLAYER_SEARCH_LIMIT_MAX).default(20),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

/** What the search matched the text as. */
export const playerSearchFieldSchema = z.enum(['id', 'email', 'phone', 'nickname']);

export const playerSearchHitSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** PlayerStatus: 1 active, 2 limited, 3 blocked, 4 self-excluded. */
  status: z.number().int(),
  country: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type PlayerSearchHit = z.infer<typeof playerSearchHitSchema>;

export const playerSearchResultSchema = z.object({
  data: z.array(playerSearchHitSchema),
  meta: z.object({ matchedOn: playerSearchFieldSchema }),
});
export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;

/** Everything the player gave or the site recorded about them, as staff see it. */
export const staffPlayerProfileSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.string().nullable(),
  birthdate: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  locale: z.string(),
  timeZone: z.string().nullable(),
  /** PlayerStatus: 1 active, 2 limited, 3 blocked, 4 self-excluded. */
  status: z.number().int(),
  marketingSuppressed: z.boolean(),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  affiliateTag: z.string().nullable(),
  registrationIp: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffPlayerProfile = z.infer<typeof staffPlayerProfileSchema>;

/** The head of the player 360 page: who they are, their money, their protection and their checks. */
export const player360Schema = z.object({
  profile: staffPlayerProfileSchema,
  accounts: z.array(walletAccountSchema),
  verification: z.object({
    level: z.enum(verificationLevels),
    rejectReason: z.string().nullable(),
    documents: z.array(playerDocumentSchema),
  }),
  /** The responsible-gaming limits in force or waiting, self-exclusion and cooling-off included. */
  limits: z.array(limitSchema),
  /** Sessions still open, newest first (at most 20). */
  openSessions: z.array(sessionSchema),
  /** Other players who opened a session on one of this player's devices (one account per person). */
  sharedDevicePlayers: z.array(playerSearchHitSchema),
});
export type Player360 = z.infer<typeof player360Schema>;

const tag = 'Back office: players';

export const backofficePlayerRoutes = {
  searchPlayers: defineRoute({
    method: 'GET',
    path: '/api/backoffice/players',
    access: 'staff',
    permission: 'players.read',
    tag,
    summary:
      'Finds players by id, e-mail, phone or nickname (their start), newest first; meta.matchedOn says which.',
    query: playerSearchQuerySchema,
    response: playerSearchResultSchema,
  }),
  player360: defineRoute({
    method: 'GET',
    path: '/api/backoffice/players/{id}',
    access: 'staff',
    permission: 'players.read',
    tag,
    summary:
      "The player 360 page's head: profile and status, accounts and balances, verification and documents, limits, open sessions; 404 (10404) unknown.",
    params: idParamsSchema,
    response: dataEnvelope(player360Schema),
  }),
};
