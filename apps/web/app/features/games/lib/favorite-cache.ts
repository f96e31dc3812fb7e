type GameLike = { id: string; isFavorite: boolean };

const isGameLike = (value: unknown): value is GameLike =>
  typeof value === 'object' && value !== null && 'id' in value && 'isFavorite' in value;

const mapGames = (list: unknown[], gameId: string, isFavorite: boolean) =>
  list.map((item) => (isGameLike(item) && item.id === gameId ? { ...item, isFavorite } : item));

/**
 * A cached catalogue answer with one game's favourite flag changed. Handles every shape the game
 * queries hold: a game, a page `{data: [...]}` and the pages of a "load more" grid `{pages: [...]}`;
 * anything else comes back as it was.
 */
export function withFavorite<T>(cached: T, gameId: string, isFavorite: boolean): T {
  if (typeof cached !== 'object' || cached === null) return cached;
  if ('pages' in cached && Array.isArray(cached.pages))
    return { ...cached, pages: cached.pages.map((page) => withFavorite(page, gameId, isFavorite)) };
  if ('data' in cached && Array.isArray(cached.data))
    return { ...cached, data: mapGames(cached.data, gameId, isFavorite) };
  if (isGameLike(cached) && cached.id === gameId) return { ...cached, isFavorite };
  return cached;
}
