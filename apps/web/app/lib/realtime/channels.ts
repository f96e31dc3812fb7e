import { PLAYER_CHANNELS, type PlayerChannel, playerChannel } from '@casino/contracts';

/** The public channel every tab listens to, guest or player. */
export const ONLINE_CHANNEL = 'global:online';

/** The player's own channels (spec section 7), subscribed while the player is signed in. */
export function profileChannels(profileId: string | null | undefined): string[] {
  if (!profileId) return [];
  return PLAYER_CHANNELS.map((channel: PlayerChannel) => playerChannel(channel, profileId));
}

/** The channels a tab holds whatever its features listen to. */
export function baseChannels(profileId: string | null | undefined): string[] {
  return [ONLINE_CHANNEL, ...profileChannels(profileId)];
}
