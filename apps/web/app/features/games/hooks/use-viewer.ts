import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';

/**
 * Who asks the catalogue (a player's id, or `guest`) and in which locale: catalogue answers differ
 * by both (favourite flags, translated names), so their query keys carry them.
 */
export function useCatalogueViewer() {
  const { player, isLoggedIn } = useSession();
  const { locale } = useSiteData();
  return { viewer: player?.id ?? 'guest', locale, isLoggedIn };
}
