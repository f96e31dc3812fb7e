import { PLAYER_CHANNELS, type PlayerChannel, playerChannel } from '@casino/contracts';

/** The public channel every tab listens to, guest or player. */
export const ONLINE_CHANNEL = 'global:online';

/**
 * Player channels held only while a feature listens to them: retention:quests only while the site
 * offers quests (client contract section 13; the quests feature listens only then).
 */
const LISTENED_ONLY: readonly PlayerChannel[] = ['retention:quests'];

/** The player's own channels (spec section 7), subscribed while the player is signed in. */
export function profileChannels(profileId: string | null | undefined): string[] {
  if (!profileId) return [];
  return PLAYER_CHANNELS.filter((channel) => !LISTENED_ONLY.includes(channel)).map((channel) =>
    playerChannel(channel, profileId),
  );
}

/** The channels a tab holds whatever its features listen to. */
export function baseChannels(profileId: string | null | undefined): string[] {
  return [ONLINE_CHANNEL, ...profileChannels(profileId)];
}
