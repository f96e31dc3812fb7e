// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { symbolArt } from './symbol-art.tsx';
import { SymbolTile } from './symbol-tile.tsx';

/**
 * The symbol ids of the studio's slot titles, read from their sources as text: the page's code never
 * imports the studio's server side.
 */
const titleSources = import.meta.glob('../../../../src/games/slots/titles/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const titleSymbolIds = Object.values(titleSources).flatMap((source) =>
  [...source.matchAll(/\{ id: '([A-Z_]+)', name: /g)].map((match) => match[1]!),
);

/** Card ranks stay letters, as on every slot's reels. */
const CARD_RANKS = new Set(['NINE', 'TEN', 'JACK', 'QUEEN', 'KING', 'ACE']);

afterEach(cleanup);

describe('slot symbols', () => {
  it('are drawn for every symbol of every title but the card ranks', () => {
    expect(new Set(titleSymbolIds).size).toBeGreaterThan(20);
    const undrawn = titleSymbolIds.filter((id) => !CARD_RANKS.has(id) && symbolArt(id) === null);
    expect(undrawn).toEqual([]);
  });

  it('show a drawing, named for screen readers, never the name as text ("BAR BAR BAR") or an empty tile', () => {
    for (const [id, name] of [
      ['TRIPLE_BAR', 'Triple bar'],
      ['BLANK', 'Blank'],
      ['CHERRY', 'Cherry'],
    ]) {
      render(<SymbolTile id={id!} name={name!} />);
      const tile = screen.getByRole('img', { name });
      expect(tile.querySelector('svg.symbol__art')?.childElementCount, id).toBeGreaterThan(0);
      expect(tile.textContent, id).toBe('');
      cleanup();
    }
  });
});
