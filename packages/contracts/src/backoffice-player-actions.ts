import { z } from 'zod';
import { gameBetsQuerySchema, gameBetsResponseSchema } from './game-history.ts';
import { dataEnvelope, idParamsSchema, pagedEnvelope } from './http.ts';
import { createLimitRequestSchema, limitSchema, updateLimitRequestSchema } from './limits.ts';
import { invoiceSchema, invoicesQuerySchema } from './payments.ts';
import { defineRoute } from './routes/define.ts';
import { zId, zText } from './validators/input.ts';

/**
 * What staff do on the player 360 page (issue 30): block, limit or restore an account, close its
 * sessions, write a note, and tighten a responsible-gaming limit on the player's behalf. Every one
 * is audited with its reason; nothing here can loosen a limit or lift a self-exclusion.
 */

export const STAFF_REASON_MAX = 300;
export const STAFF_NOTE_MAX = 2000;

const reason = zText({ max: STAFF_REASON_MAX }).trim().min(1);

/** PlayerStatus staff may set: 1 active, 2 limited (no deposits), 3 blocked; 4 comes only from the player. */
export const staffSettablePlayerStatuses = [1, 2, 3] as const;

export const setPlayerStatusRequestSchema = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reason,
});
export type SetPlayerStatusRequest = z.infer<typeof setPlayerStatusRequestSchema>;

export const playerStatusChangeSchema = z.object({
  status: z.number().int(),
  /** Sessions closed with the change (a block signs the player out everywhere). */
  closedSessions: z.number().int(),
});

export const reasonRequestSchema = z.object({ reason });
export type ReasonRequest = z.infer<typeof reasonRequestSchema>;

export const closedSessionsSchema = z.object({ closedSessions: z.number().int() });

export const staffNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

export const createStaffNoteRequestSchema = z.object({
  text: zText({ max: STAFF_NOTE_MAX }).trim().min(1),
});
export type CreateStaffNoteRequest = z.infer<typeof createStaffNoteRequestSchema>;

export const staffCreateLimitRequestSchema = createLimitRequestSchema.extend({ reason });
export type StaffCreateLimitRequest = z.infer<typeof staffCreateLimitRequestSchema>;

export const staffUpdateLimitRequestSchema = updateLimitRequestSchema.extend({ reason });
export type StaffUpdateLimitRequest = z.infer<typeof staffUpdateLimitRequestSchema>;

const tag = 'Back office: player actions';

export const backofficePlayerActionRoutes = {
  playerInvoices: defineRoute({
    method: 'GET',
    path: '/api/backoffice/players/{id}/invoices',
    access: 'staff',
    permission: 'payments.read',
    tag,
    summary: "The player's deposits and withdrawals, newest first, filtered as the player's own list is.",
    params: idParamsSchema,
    query: invoicesQuerySchema,
    response: pagedEnvelope(invoiceSchema),
  }),
  playerRounds: defineRoute({
    method: 'GET',
    path: '/api/backoffice/players/{id}/rounds',
    access: 'staff',
    permission: 'players.read',
    tag,
    summary: "The player's game rounds, newest first, as the player's own game history lists them.",
    params: idParamsSchema,
    query: gameBetsQuerySchema,
    response: gameBetsResponseSchema,
  }),
  setPlayerStatus: defineRoute({
    method: 'POST',
    path: '/api/backoffice/players/{id}/status',
    access: 'staff',
    permission: 'players.manage',
    tag,
    summary:
      'Sets the account active, limited (no deposits) or blocked (signed out everywhere, no sign-in); 422 (17002) while self-excluded.',
    params: idParamsSchema,
    body: setPlayerStatusRequestSchema,
    response: dataEnvelope(playerStatusChangeSchema),
  }),
  closePlayerSessions: defineRoute({
    method: 'POST',
    path: '/api/backoffice/players/{id}/sessions/close',
    access: 'staff',
    permission: 'players.manage',
    tag,
    summary: 'Closes every open session of the player (their tokens stop working at once).',
    params: idParamsSchema,
    body: reasonRequestSchema,
    response: dataEnvelope(closedSessionsSchema),
  }),
  listStaffNotes: defineRoute({
    method: 'GET',
    path: '/api/backoffice/players/{id}/notes',
    access: 'staff',
    permission: 'players.read',
    tag,
    summary: 'The staff notes on the player, newest first (never shown to the player).',
    params: idParamsSchema,
    response: dataEnvelope(z.array(staffNoteSchema)),
  }),
  createStaffNote: defineRoute({
    method: 'POST',
    path: '/api/backoffice/players/{id}/notes',
    access: 'staff',
    permission: 'players.manage',
    tag,
    summary: 'Adds a note on the player (notes are never edited or deleted).',
    params: idParamsSchema,
    body: createStaffNoteRequestSchema,
    response: dataEnvelope(staffNoteSchema),
  }),
  staffCreateLimit: defineRoute({
    method: 'POST',
    path: '/api/backoffice/players/{id}/limits',
    access: 'staff',
    permission: 'players.manage',
    tag,
    summary:
      "A new limit, self-exclusion or cooling-off on the player's behalf, in force at once; 422 with fields as for the player.",
    params: idParamsSchema,
    body: staffCreateLimitRequestSchema,
    response: dataEnvelope(limitSchema),
  }),
  staffTightenLimit: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/players/{id}/limits/{limitId}',
    access: 'staff',
    permission: 'players.manage',
    tag,
    summary:
      'Lowers a limit or lengthens an exclusion at once; anything that would loosen it is 422 (17002): only the player can.',
    params: z.object({ id: zId(), limitId: zId() }),
    body: staffUpdateLimitRequestSchema,
    response: dataEnvelope(limitSchema),
  }),
};
