import { useRef } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { revealFocused, useScrollEdges } from '../../../lib/scroll-edges.ts';
import { useT } from '../../../lib/use-t.ts';
import { pillScrollOffset } from '../lib/pill-scroll.ts';

type AmountPillsProps = {
  /** Amounts in display units. */
  amounts: number[];
  selected: number | null;
  format: (amount: number) => string;
  onPick: (amount: number) => void;
};

/** Quick-pick amounts in one row, moved by previous and next arrows 60 % of the visible width. */
export function AmountPills({ amounts, selected, format, onPick }: AmountPillsProps) {
  const t = useT('modals');
  const row = useRef<HTMLDivElement>(null);
  const { edges, measure } = useScrollEdges(row);

  if (amounts.length === 0) return null;
  const scroll = (direction: -1 | 1) => {
    const element = row.current;
    if (!element) return;
    element.scrollBy({ left: pillScrollOffset(element.clientWidth, direction), behavior: 'smooth' });
  };

  return (
    <div className="amount-pills">
      <button
        type="button"
        className="amount-pills__arrow"
        aria-label={t('wallet.amount.previous')}
        disabled={!edges.canBack}
        onClick={() => scroll(-1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      <div
        className="amount-pills__row"
        ref={row}
        onScroll={measure}
        onFocus={revealFocused}
        data-testid="amount-pills"
      >
        {amounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="amount-pills__pill"
            aria-pressed={selected === amount}
            onClick={() => onPick(amount)}
          >
            {format(amount)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="amount-pills__arrow"
        aria-label={t('wallet.amount.next')}
        disabled={!edges.canForward}
        onClick={() => scroll(1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </div>
  );
}
