import type { CSSProperties } from 'react';
import { colourEmojiSupported } from '../../lib/emoji-support.ts';
import { symbolLook } from './symbols.ts';

const longestWord = (text: string) => Math.max(3, ...text.split(/\s+/).map((word) => word.length));

/** One symbol on a coloured tile; `state` lights it up for a win or dims it beside one. */
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
