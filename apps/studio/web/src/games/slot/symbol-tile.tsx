import type { CSSProperties } from 'react';
import { colourEmojiSupported } from '../../lib/emoji-support.ts';
import { symbolArt } from './symbol-art.tsx';
import { symbolLook } from './symbols.ts';

const longestWord = (text: string) => Math.max(3, ...text.split(/\s+/).map((word) => word.length));

/**
 * One symbol on a coloured tile: the studio's drawing (symbol-art.tsx), else its glyph (card ranks);
 * `state` lights it up for a win or dims it beside one.
 */
export function SymbolTile({
  id,
  name,
  state = 'plain',
}: {
  id: string;
  name: string;
  state?: 'plain' | 'win' | 'dim';
}) {
  const look = symbolLook(id);
  const art = symbolArt(id);
  if (art)
    return (
      <div
        className={`symbol symbol--art symbol--${state}`}
        style={{ '--symbol-colour': look.colour } as CSSProperties}
        role="img"
        aria-label={name}
        title={name}
      >
        <svg className="symbol__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          {art}
        </svg>
      </div>
    );
  const style = look.style === 'picture' && !colourEmojiSupported() ? 'word' : look.style;
  const glyph = style === look.style ? look.glyph : name;
  return (
    <div
      className={`symbol symbol--${style} symbol--${state}`}
      style={{ '--symbol-colour': look.colour, '--chars': longestWord(glyph) } as CSSProperties}
      role="img"
      aria-label={name}
      title={name}
    >
      <span className="symbol__glyph">{glyph}</span>
    </div>
  );
}
