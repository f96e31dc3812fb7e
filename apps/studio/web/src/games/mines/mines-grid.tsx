import { texts } from '../../texts.ts';
import type { TileLook } from './mines-math.ts';

const GLYPHS: Record<TileLook, string> = {
  hidden: '',
  gem: '◆',
  'gem-unopened': '◆',
  mine: '✹',
  'mine-hit': '✹',
};

/** The 5 × 5 field; hidden tiles are buttons while the round is open. */
export function MinesGrid({
  looks,
  pendingTile,
  onOpen,
}: {
  looks: TileLook[];
  pendingTile: number | null;
  onOpen: ((tile: number) => void) | null;
}) {
  return (
    <div className="mines-grid">
      {looks.map((look, tile) => {
        const label =
          look === 'hidden'
            ? texts.mines.tile(tile)
            : look.startsWith('mine')
              ? texts.mines.mine
              : texts.mines.gem;
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions
            key={tile}
            type="button"
            className={`mines-tile mines-tile--${look} ${pendingTile === tile ? 'mines-tile--pending' : ''}`}
            disabled={!onOpen || look !== 'hidden' || pendingTile !== null}
            aria-label={label}
            onClick={() => onOpen?.(tile)}
          >
            <span aria-hidden="true">{GLYPHS[look]}</span>
          </button>
        );
      })}
    </div>
  );
}
