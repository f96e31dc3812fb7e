/** Channels of spec section 7. A `#{profileId}` channel is readable only by that player. */
export const PLAYER_CHANNELS = [
  'bonus:player-bonus-codes',
  'bonus:player-bonuses',
  'bonus:player-freespins',
  'wallet:accounts',
  'payment:invoices',
  'retention:quests',
  'retention:accounts',
  'retention:wheels',
  'messenger:notifications',
  'game:bets',
] as const;
export type PlayerChannel = (typeof PLAYER_CHANNELS)[number];

export const PUBLIC_CHANNELS = ['tournaments', 'global:online'] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];

/**
 * Public channels with a variable part (client contract section 13), readable by anyone, guests too.
 * `activity-board:boards#<boardId>`: the `#` holds a board id from content, not a player id.
 */
const PUBLIC_CHANNEL_PATTERNS = [
  /^activity-board:boards#[A-Za-z0-9_-]{1,64}$/,
  /^game:winners:(mobile|desktop):[A-Z]{2}$/,
  /^tournaments:[A-Za-z0-9_-]{1,64}$/,
];

const TOURNAMENT_CHANNEL = /^tournaments:[A-Za-z0-9_-]{1,64}$/;

/** Channels whose recent publications a subscriber may read back (`history`). */
const HISTORY_CHANNEL_PATTERNS = [/^activity-board:boards#/];
/** How many publications a history channel keeps (the client asks for 11). */
export const CHANNEL_HISTORY_SIZE = 50;

export const hasChannelHistory = (name: string) =>
  HISTORY_CHANNEL_PATTERNS.some((pattern) => pattern.test(name));

export const activityBoardChannel = (boardId: string) => `activity-board:boards#${boardId}`;
export const gameWinnersChannel = (platform: 'mobile' | 'desktop', country: string) =>
  `game:winners:${platform}:${country.toUpperCase()}`;

export const playerChannel = (channel: PlayerChannel, profileId: string) => `${channel}#${profileId}`;

const isPublicChannel = (name: string) =>
  (PUBLIC_CHANNELS as readonly string[]).includes(name) ||
  PUBLIC_CHANNEL_PATTERNS.some((pattern) => pattern.test(name));

/**
 * The live chat's channels (decision 0051): `chat:conversation:{conversationId}` for one conversation
 * (its visitor and staff with chat.read) and `chat:queue` for staff (new and waiting conversations).
 * Neither has an owner in its name: a subscriber shows a subscription token (JWT, `sub` = the
 * connection's user, '' for a guest or staff; `channel` = the channel) issued by the chat routes, as
 * Centrifugo checks channel tokens. No `#` in them: in Centrifugo that marks a user-limited channel.
 */
export const CHAT_QUEUE_CHANNEL = 'chat:queue';
const CHAT_CONVERSATION_CHANNEL = /^chat:conversation:[A-Za-z0-9_-]{1,64}$/;
export const chatConversationChannel = (conversationId: string) => `chat:conversation:${conversationId}`;

/** Whether a channel is subscribed only with a subscription token (the chat's). */
export const isTokenChannel = (name: string) =>
  name === CHAT_QUEUE_CHANNEL || CHAT_CONVERSATION_CHANNEL.test(name);

/**
 * The player a channel belongs to, null for a public channel, undefined for a channel that does not
 * exist (or is subscribed with a token only: `isTokenChannel`).
 */
export function channelOwner(name: string): string | null | undefined {
  if (isPublicChannel(name)) return null;
  const [channel, owner, ...rest] = name.split('#');
  if (rest.length > 0 || !owner) return undefined;
  // A tournament's channel for one player's entry: tournaments:{tournamentId}#{pid}.
  if (TOURNAMENT_CHANNEL.test(channel ?? '')) return owner;
  if (!(PLAYER_CHANNELS as readonly string[]).includes(channel ?? '')) return undefined;
  return owner;
}

export const ONLINE_EVENT = 'global.online';
