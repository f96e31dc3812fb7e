import { z } from 'zod';
import { limitChangeSchema } from './backoffice-player-history.ts';
import { COOLING_OFF_PERIODS } from './enums.ts';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { limitSchema } from './limits.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The responsible-gaming desk (issue 31): who is self-excluded or cooling off, the limit changes,
 * markers of harm computed from play by a job, the log of staff's contacts with a player, and a
 * cooling-off staff apply on the player's behalf (never shorter than one in force).
 */

const playerRef = z.object({ id: z.string(), nickname: z.string(), email: z.string().nullable() });
const staffRef = z.object({ id: z.string(), name: z.string() });

export const EXCLUSION_KINDS = ['self-exclusion', 'cooling-off'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export const excludedPlayerSchema = z.object({
  limitId: z.string(),
  player: playerRef,
  kind: z.enum(EXCLUSION_KINDS),
  period: z.string(),
  startsAt: z.string(),
  /** When it ends by itself; null: indefinite. */
  until: z.string().nullable(),
});
export type ExcludedPlayer = z.infer<typeof excludedPlayerSchema>;

export const exclusionsQuerySchema = pagingQuerySchema.extend({ kind: z.enum(EXCLUSION_KINDS).optional() });
export type ExclusionsQuery = z.infer<typeof exclusionsQuerySchema>;

export const deskLimitChangeSchema = limitChangeSchema.extend({ player: playerRef });
export type DeskLimitChange = z.infer<typeof deskLimitChangeSchema>;

/** The markers of harm the desk computes (thresholds in the server's rg-desk/markers). */
export const HARM_MARKER_KINDS = ['deposit-after-zero', 'night-play', 'cancelled-withdrawal-play'] as const;
export type HarmMarkerKind = (typeof HARM_MARKER_KINDS)[number];

/** One fact behind a marker: when, what, and how much (in the currency's unit). */
export const markerEvidenceSchema = z.object({
  at: z.string(),
  what: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
});
export type MarkerEvidence = z.infer<typeof markerEvidenceSchema>;

export const harmMarkerSchema = z.object({
  id: z.string(),
  player: playerRef,
  kind: z.enum(HARM_MARKER_KINDS),
  /** The UTC day (or the last day of the nights) the pattern was seen on. */
  day: z.string(),
  evidence: z.array(markerEvidenceSchema),
  computedAt: z.string(),
});
export type HarmMarker = z.infer<typeof harmMarkerSchema>;

export const markersQuerySchema = pagingQuerySchema.extend({ kind: z.enum(HARM_MARKER_KINDS).optional() });
export type MarkersQuery = z.infer<typeof markersQuerySchema>;

export const INTERACTION_CHANNELS = ['phone', 'email', 'chat', 'inbox', 'in-person'] as const;
export const INTERACTION_OUTCOMES = [
  'informed',
  'limit-agreed',
  'cooling-off-agreed',
  'referred-to-help',
  'no-answer',
  'declined',
  'other',
] as const;
export const INTERACTION_SUMMARY_MAX = 2000;

export const createInteractionRequestSchema = z.object({
  channel: z.enum(INTERACTION_CHANNELS),
  summary: zText({ max: INTERACTION_SUMMARY_MAX }).trim().min(1),
  outcome: z.enum(INTERACTION_OUTCOMES),
});
export type CreateInteractionRequest = z.infer<typeof createInteractionRequestSchema>;

export const interactionSchema = createInteractionRequestSchema.extend({
  id: z.string(),
  playerId: z.string(),
  staff: staffRef,
  createdAt: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;

export const staffCoolingOffRequestSchema = z.object({
  period: z.enum(COOLING_OFF_PERIODS),
  reason: zText({ max: 300 }).trim().min(1),
});
export type StaffCoolingOffRequest = z.infer<typeof staffCoolingOffRequestSchema>;

/** created: none was on; extended: the new one ends later; kept: the one in force already ends no sooner. */
export const COOLING_OFF_OUTCOMES = ['created', 'extended', 'kept'] as const;
export const staffCoolingOffSchema = z.object({
  outcome: z.enum(COOLING_OFF_OUTCOMES),
  limit: limitSchema,
});
export type StaffCoolingOff = z.infer<typeof staffCoolingOffSchema>;
/** A reality check (UKGC RTS 13) the player acknowledged in a game, with the figures they were shown. */
export const acknowledgedRealityCheckSchema = z.object({
  id: z.string(),
  player: playerRef,
  providerId: z.string(),
  gameId: z.string(),
  currency: z.string(),
  intervalSeconds: z.number().int(),
  elapsedSeconds: z.number().int(),
  rounds: z.number().int(),
  /** Wins minus bets of the game session, in the currency's unit. */
  net: z.string(),
  acknowledgedAt: z.string(),
});
export type AcknowledgedRealityCheck = z.infer<typeof acknowledgedRealityCheckSchema>;

export const realityChecksQuerySchema = pagingQuerySchema.extend({
  playerId: zText({ max: 36 }).pipe(z.uuid()).optional(),
});
export type RealityChecksQuery = z.infer<typeof realityChecksQuerySchema>;

const tag = 'Back office: responsible gaming';
const base = '/api/backoffice/responsible-gaming';

export const backofficeResponsibleGamingRoutes = {
  listExclusions: defineRoute({
    method: 'GET',
    path: `${base}/exclusions`,
    access: 'staff',
    permission: 'responsible-gaming.read',
    tag,
    summary: 'Players self-excluded or cooling off now, the soonest to end first (indefinite ones last).',
    query: exclusionsQuerySchema,
    response: pagedEnvelope(excludedPlayerSchema),
  }),
  listLimitChanges: defineRoute({
    method: 'GET',
    path: `${base}/limit-changes`,
    access: 'staff',
    permission: 'responsible-gaming.read',
    tag,
    summary: "Every player's limit changes, newest first (the limits' append-only history).",
    query: pagingQuerySchema,
    response: pagedEnvelope(deskLimitChangeSchema),
  }),
  listMarkers: defineRoute({
    method: 'GET',
    path: `${base}/markers`,
    access: 'staff',
    permission: 'responsible-gaming.read',
    tag,
    summary: 'Markers of harm computed from play by the markers job, newest day first, with their evidence.',
    query: markersQuerySchema,
    response: pagedEnvelope(harmMarkerSchema),
  }),
  listRealityChecks: defineRoute({
    method: 'GET',
    path: `${base}/reality-checks`,
    access: 'staff',
    permission: 'responsible-gaming.read',
    tag,
    summary: 'Reality checks players acknowledged in games, newest first, with the session figures shown.',
    query: realityChecksQuerySchema,
    response: pagedEnvelope(acknowledgedRealityCheckSchema),
  }),
  listInteractions: defineRoute({
    method: 'GET',
    path: `${base}/players/{id}/interactions`,
    access: 'staff',
    permission: 'responsible-gaming.read',
    tag,
    summary: "Staff's recorded contacts with the player about their play, newest first.",
    params: idParamsSchema,
    query: pagingQuerySchema,
    response: pagedEnvelope(interactionSchema),
  }),
  createInteraction: defineRoute({
    method: 'POST',
    path: `${base}/players/{id}/interactions`,
    access: 'staff',
    permission: 'responsible-gaming.manage',
    tag,
    summary:
      'Records a contact with the player (channel, summary, outcome); never edited or deleted, audited.',
    params: idParamsSchema,
    body: createInteractionRequestSchema,
    response: dataEnvelope(interactionSchema),
  }),
  applyCoolingOff: defineRoute({
    method: 'POST',
    path: `${base}/players/{id}/cooling-off`,
    access: 'staff',
    permission: 'responsible-gaming.manage',
    tag,
    summary:
      'A cooling-off on the player’s behalf, in force at once; one in force is only ever lengthened, never shortened or lifted. Audited; the player is told in the inbox.',
    params: idParamsSchema,
    body: staffCoolingOffRequestSchema,
    response: dataEnvelope(staffCoolingOffSchema),
  }),
};
