import { z } from 'zod';
import { ONLINE_EVENT } from './realtime-channels.ts';
import { defineRoute } from './routes/define.ts';

/** POST /api/connection/token: the token the realtime client connects (and reconnects) with. */
export const connectionTokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });

/** What global:online publishes (and its subscribe reply carries): `{event: 'global.online', count}`. */
export const onlineCountSchema = z.object({
  event: z.literal(ONLINE_EVENT),
  count: z.number().int().nonnegative(),
});

/**
 * Every publication is `{ event, ...fields }`: the event name beside the fields client contract section
 * 13 records for it (`{ event: 'account.balance.updated', account }`).
 */
export const realtimePublicationSchema = z.looseObject({ event: z.string() });
export type RealtimePublication = z.infer<typeof realtimePublicationSchema>;

export const connectionRoutes = {
  token: defineRoute({
    method: 'POST',
    path: '/api/connection/token',
    access: 'player',
    tag: 'Realtime',
    summary:
      'A realtime connection token for the signed-in player (the gateway also takes the access token itself).',
    response: connectionTokenResponseSchema,
  }),
};
