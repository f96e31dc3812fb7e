/**
 * The game frame's address: a launch URL on the site's own public origin is framed by its path, so the
 * frame stays on whatever origin the visitor reached the site by (localhost or 127.0.0.1, a second
 * domain); a provider's URL elsewhere is framed as it is.
 */
export function frameUrl(gameUrl: string, publicUrl: string): string {
  if (!URL.canParse(gameUrl) || !URL.canParse(publicUrl)) return gameUrl;
  const game = new URL(gameUrl);
  if (game.origin !== new URL(publicUrl).origin) return gameUrl;
  return `${game.pathname}${game.search}${game.hash}`;
}
