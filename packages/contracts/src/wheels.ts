import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pageMetaSchema, pagingQuerySchema, queryList } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId } from './validators/input.ts';

/**
 * Prize wheels (client contract sections 9 and 13): spins are issued to players by rules (a spin a
 * day, a spin per deposit), each spin draws a sector by its weight from the provably fair generator,
 * and the sector's prize is paid once. Shown on /loyalty.
 */

/** Wheel state: 2 running (spins are issued and played), 3 ended (spins left may still be played until they expire). */
export const WheelState = { running: 2, ended: 3 } as const;

export const wheelPrizeSchema = z.object({
  /** 'points', 'money' (cash), 'bonus' (bonus money), 'freespins', 'nothing'. */
  type: z.enum(['points', 'money', 'bonus', 'freespins', 'nothing']),
  /** Points, spins, or major units of `currency`. */
  amount: z.number(),
  currency: z.string().nullable(),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

export const wheelItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The chance of the sector, in percent (shown when the operator publishes it). */
  dropRate: z.number().optional(),
  /** Ours: what the sector pays, in the asking player's currency. */
  prize: wheelPrizeSchema,
});

export const wheelSchema = z.object({
  id: z.string(),
  state: z.number().int(),
  title: z.string(),
  identity: z.string(),
  description: z.string(),
  items: z.array(wheelItemSchema),
  startAt: z.string(),
  endAt: z.string().nullable(),
  /**
   * The asking player's spins not yet played (none for a guest). Ours: `serverSeedHash`, the SHA-256 of
   * the server seed that spin will draw with, published before it is played (the spin reveals the seed).
   */
  playerSpins: z.array(z.object({ id: z.string(), expireAt: z.string(), serverSeedHash: z.string() })),
  /** When the next daily spin is issued (null when the wheel has no daily spin). */
  limitRefreshAt: z.string().nullable(),
  /** Ours: how spins are earned, for the page to say; `minDeposit` is in `currency` (the asker's). */
  rules: z.object({
    daily: z.boolean(),
    perDeposit: z.boolean(),
    minDeposit: z.number().nullable(),
    currency: z.string(),
  }),
});
export type Wheel = z.infer<typeof wheelSchema>;

export const wheelsQuerySchema = pagingQuerySchema.extend({
  identity: queryList(zId()).optional(),
  state: queryList(z.coerce.number().int().min(1).max(3)).optional(),
});

export const wheelsPageSchema = z.object({ data: z.array(wheelSchema), meta: pageMetaSchema });
export type WheelsPage = z.infer<typeof wheelsPageSchema>;

/** The winning sector, and (ours) what it paid and how to check the draw. */
export const wheelSpinResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  prize: wheelPrizeSchema,
  fairness: z.object({
    /** The server seed, revealed now that it is used; its SHA-256 was published as serverSeedHash. */
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
});
export type WheelSpinResult = z.infer<typeof wheelSpinResultSchema>;

/** Pushed on retention:wheels#{pid} when spins are issued. */
export const WHEEL_SPIN_ISSUED_EVENT = 'wheel.spin.issued';
export const wheelSpinIssuedPushSchema = z.object({
  event: z.literal(WHEEL_SPIN_ISSUED_EVENT),
  playerId: z.string(),
  wheel: z.object({ id: z.string(), identity: z.string(), title: z.string() }),
  amount: z.number().int(),
});

const tag = 'Retention';

export const wheelRoutes = {
  wheels: defineRoute({
    method: 'GET',
    path: '/api/retention/wheels',
    access: 'guest-or-player',
    tag,
    summary: "Prize wheels in the asked states, with the asking player's spins.",
    query: wheelsQuerySchema,
    response: wheelsPageSchema,
  }),
  spin: defineRoute({
    method: 'POST',
    path: '/api/retention/wheels/{id}/spin',
    access: 'player',
    tag,
    summary:
      "Plays the player's oldest spin of the wheel: the sector drawn, its prize paid once (10003: no spin left).",
    params: idParamsSchema,
    response: dataEnvelope(wheelSpinResultSchema),
  }),
};
