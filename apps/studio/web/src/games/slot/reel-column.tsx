import { useLayoutEffect, useRef } from 'react';
import { SymbolTile } from './symbol-tile.tsx';

export type ReelSpin = {
  /** Symbols from the top: the landing window first, then the filler, then the window it leaves. */
  strip: string[];
  durationMs: number;
};

/**
 * One reel: while spinning it shows a tall strip scrolled from its bottom (the old window) to its top
 * (the window the round landed on); idle, it shows the window only.
 */
export function ReelColumn({
  window,
  spin,
  nameOf,
  cellState,
  onLanded,
}: {
  window: string[];
  spin: ReelSpin | null;
  nameOf: (id: string) => string;
  cellState: (row: number) => 'plain' | 'win' | 'dim';
  onLanded: () => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;

  // A reel's spin object lives for one spin: a new one starts the animation, null ends it.
  useLayoutEffect(() => {
    const element = strip.current;
    if (!spin || !element) return;
    const cellHeight = element.getBoundingClientRect().height / spin.strip.length;
    const travel = (spin.strip.length - window.length) * cellHeight;
    const animation = element.animate(
      [{ transform: `translateY(-${travel}px)` }, { transform: 'translateY(0)' }],
      { duration: spin.durationMs, easing: 'cubic-bezier(0.25, 0.9, 0.3, 1.08)' },
    );
    animation.finished.then(() => landed.current()).catch(() => undefined);
    return () => animation.cancel();
  }, [spin, window.length]);

  const symbols = spin ? spin.strip : window;
  return (
    <div className={`reel ${spin ? 'reel--spinning' : ''}`}>
      <div ref={strip} className="reel__strip">
        {symbols.map((id, index) => (
          <div
            // Positions in a strip are stable for the life of one spin.
            // biome-ignore lint/suspicious/noArrayIndexKey: a strip repeats symbols
            key={index}
            className="reel__cell"
          >
            <SymbolTile id={id} name={nameOf(id)} state={spin ? 'plain' : cellState(index)} />
          </div>
        ))}
      </div>
    </div>
  );
}
