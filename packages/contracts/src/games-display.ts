import type { GameImages, GameProvider } from './games.ts';

// How pages show games, kept apart from the catalogue's schemas (no zod in pages).

/** Platform of the client contract (section 14): 1 mobile, 2 desktop. */
export const GamePlatform = { mobile: 1, desktop: 2 } as const;
export type GamePlatform = (typeof GamePlatform)[keyof typeof GamePlatform];

/** The picture to show of a game's images: the portrait one, else the square one. */
export const gameImageOf = (images: GameImages): string =>
  images['200x300']?.['1x'] ?? images['200x200']?.['1x'] ?? '';

/** The logo of a provider, null when it has none. */
export const providerLogoOf = (provider: Pick<GameProvider, 'images'>): string | null =>
  provider.images['116x40']?.['1x'] ?? null;

/**
 * What a game page in the site's frame posts to it (window.parent.postMessage) when its content height
 * changes: `{ type: GAME_FRAME_HEIGHT_MESSAGE, height }` in CSS pixels. The site grows the frame to fit,
 * so the whole game shows without a scroll bar inside the frame. Our studio sends it; a provider may.
 */
export const GAME_FRAME_HEIGHT_MESSAGE = 'game:content-height';
export type GameFrameHeightMessage = { type: typeof GAME_FRAME_HEIGHT_MESSAGE; height: number };

/**
 * What a game page in the site's frame posts to it whenever it learns its session's figures (RTS 2E:
 * on opening, after each round, after a reality check): the session's elapsed time (at `elapsedSeconds`
 * the moment it posts; the site keeps counting) and net position (wins minus bets, decimal text in
 * `currency`, negative when the player is down). Figures only: the site shows them, it trusts nothing
 * else in them.
 */
export const GAME_FRAME_FIGURES_MESSAGE = 'game:session-figures';
export type GameFrameFiguresMessage = {
  type: typeof GAME_FRAME_FIGURES_MESSAGE;
  elapsedSeconds: number;
  net: string;
  currency: string;
  rounds: number;
  /** The reality check is due: the game shows its panel at the top of the frame (the site brings it into view). */
  realityCheckDue: boolean;
};

/**
 * What a game page posts to ask the site to go somewhere (the reality check's links): the player's bet
 * history or out of the game (the lobby). The site picks the address, in the player's language.
 */
/**
 * What the site posts to the game's frame when it shows the session's figures itself (its own bar):
 * `{ type: GAME_FRAME_FIGURES_SHOWN_MESSAGE }`, at the frame's load and after each figures message. Our
 * studio then leaves its own bar out, so the player does not read the figures twice; a host that never
 * says so gets the game's bar.
 */
export const GAME_FRAME_FIGURES_SHOWN_MESSAGE = 'game:figures-shown';
export type GameFrameFiguresShownMessage = { type: typeof GAME_FRAME_FIGURES_SHOWN_MESSAGE };

export const GAME_FRAME_NAVIGATE_MESSAGE = 'game:navigate';
export const GAME_FRAME_DESTINATIONS = ['history', 'lobby'] as const;
export type GameFrameNavigateMessage = {
  type: typeof GAME_FRAME_NAVIGATE_MESSAGE;
  to: (typeof GAME_FRAME_DESTINATIONS)[number];
};
