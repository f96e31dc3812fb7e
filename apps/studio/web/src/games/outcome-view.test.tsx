// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutcomeView } from './outcome-view.tsx';

afterEach(cleanup);

const slotInfo = {
  slug: 'slot-test',
  name: 'Test slot',
  kind: 'slot' as const,
  rtp: '96.00',
  volatility: 'low',
  plinko: null,
  slot: {
    rows: 3,
    reels: 3,
    symbols: [
      { id: 'CHERRY', name: 'Cherry', kind: 'regular' as const, pays: { 3: 10 } },
      { id: 'BAR', name: 'Bar', kind: 'regular' as const, pays: { 3: 5 } },
    ],
    lines: [
      [1, 1, 1],
      [0, 0, 0],
    ],
    ways: null,
    betUnits: 2,
    initialWindow: [
      ['BAR', 'BAR', 'BAR'],
      ['BAR', 'BAR', 'BAR'],
      ['BAR', 'BAR', 'BAR'],
    ],
  },
};

describe('outcome view', () => {
  it('draws a slot window with its winning line lit', () => {
    const window = [
      ['BAR', 'CHERRY', 'BAR'],
      ['BAR', 'CHERRY', 'BAR'],
      ['CHERRY', 'CHERRY', 'BAR'],
    ];
    const { container } = render(
      <OutcomeView
        kind="slot"
        info={slotInfo}
        params={{}}
        outcome={{
          stops: [0, 0, 0],
          window,
          wins: [{ kind: 'line', line: 0, symbol: 'CHERRY', count: 3, multiplier: 5 }],
        }}
      />,
    );
    expect(container.querySelectorAll('.symbol')).toHaveLength(9);
    expect(container.querySelectorAll('.symbol--win')).toHaveLength(3);
    expect(screen.getByText('Line 1: 3 × Cherry')).toBeTruthy();
  });

  it('draws a lost mines round with the mine that ended it', () => {
    const { container } = render(
      <OutcomeView
        kind="mines"
        info={null}
        params={{ mineCount: 2 }}
        outcome={{ openedTiles: [4, 9], mineTiles: [9, 20] }}
      />,
    );
    expect(container.querySelectorAll('.mines-tile')).toHaveLength(25);
    expect(container.querySelectorAll('.mines-tile--mine-hit')).toHaveLength(1);
    expect(container.querySelectorAll('.mines-tile--mine')).toHaveLength(1);
    expect(container.querySelectorAll('.mines-tile--gem')).toHaveLength(1);
  });

  it('draws a dice roll against its target', () => {
    render(
      <OutcomeView
        kind="dice"
        info={null}
        params={{ direction: 'under', targetHundredths: 4950 }}
        outcome={{ rollHundredths: 1234 }}
      />,
    );
    expect(screen.getAllByText('12.34').length).toBeGreaterThan(0);
    expect(screen.getByText('2.0000×')).toBeTruthy();
  });

  it('shows the raw outcome when it cannot be read', () => {
    render(<OutcomeView kind="plinko" info={null} params={{}} outcome={{ unexpected: true }} />);
    expect(screen.getByText('This outcome cannot be drawn; its raw data follows.')).toBeTruthy();
  });
});
