import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { type FavoriteChange, useFavoriteToggle } from '../hooks/use-favorite.ts';

/** What every tile of a grid or a row of the lobby needs from the site. */
type TileKit = {
  t: TFunction<'global-components'>;
  localize: (path: string) => string;
  isLoggedIn: boolean;
  toggleFavorite: (change: FavoriteChange) => void;
};

const TileKitContext = createContext<TileKit | null>(null);

/**
 * Works out once for all its tiles what each would otherwise ask for itself: a lobby draws 48 tiles,
 * and a translator and a favourite mutation per tile were a third of a signed-in page's rendering.
 */
export function GameTiles({ children }: { children: ReactNode }) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const { isLoggedIn } = useSession();
  const { mutate } = useFavoriteToggle();
  const kit = useMemo(
    () => ({ t, localize, isLoggedIn, toggleFavorite: mutate }),
    [t, localize, isLoggedIn, mutate],
  );
  return <TileKitContext.Provider value={kit}>{children}</TileKitContext.Provider>;
}

export function useTileKit(): TileKit {
  const kit = useContext(TileKitContext);
  if (!kit) throw new Error('A game tile is drawn outside <GameTiles>.');
  return kit;
}
