import { z } from 'zod';

/** Channels of spec section 7. A `#{profileId}` channel is readable only by that player. */
export const PLAYER_CHANNELS = [
  'bonus:player-bonus-codes',
  'bonus:player-bonuses',
  'bonus:player-freespins',
  'wallet:accounts',
  'payment:invoices',
  'retention:quests',
  'retention:accounts',
  'messenger:notifications',
  'game:bets',
] as const;
export type PlayerChannel = (typeof PLAYER_CHANNELS)[number];

export const PUBLIC_CHANNELS = ['tournaments', 'global:online'] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];

export const playerChannel = (channel: PlayerChannel, profileId: string) => `${channel}#${profileId}`;

/** The player a channel belongs to, null for a public channel, undefined for a channel that does not exist. */
export function channelOwner(name: string): string | null | undefined {
  if ((PUBLIC_CHANNELS as readonly string[]).includes(name)) return null;
  const [channel, owner, ...rest] = name.split('#');
  if (rest.length > 0 || !owner || !(PLAYER_CHANNELS as readonly string[]).includes(channel ?? ''))
    return undefined;
  return owner;
}

/** POST /api/connection/token: the token the realtime client connects (and reconnects) with. */
export const connectionTokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });

/** What global:online publishes. */
export const onlineCountSchema = z.object({ count: z.number().int().nonnegative() });

/** Every publication carries an event name and its payload. */
export const realtimePublicationSchema = z.object({ event: z.string(), payload: z.unknown() });
export type RealtimePublication = z.infer<typeof realtimePublicationSchema>;
