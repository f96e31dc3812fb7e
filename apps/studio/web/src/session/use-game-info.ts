import type { StudioGameInfo } from '@casino/contracts/studio';
import { useEffect, useState } from 'react';
import { fetchGameInfo } from '../api/calls.ts';

/** A game's info (slot symbols, plinko tables) for drawing its outcomes; `known` saves the call. */
export function useGameInfo(slug: string | null, known: StudioGameInfo | null = null): StudioGameInfo | null {
  const [loaded, setLoaded] = useState<StudioGameInfo | null>(null);
  const isKnown = known !== null && known.slug === slug;

  useEffect(() => {
    if (!slug || isKnown) return;
    let live = true;
    fetchGameInfo(slug)
      .then((info) => {
        if (live) setLoaded(info);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [slug, isKnown]);

  if (isKnown) return known;
  return loaded?.slug === slug ? loaded : null;
}
