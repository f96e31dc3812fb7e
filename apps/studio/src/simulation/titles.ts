/** The bets each title's simulation cycles through: round i plays configuration i mod count. */
import { crashPayoutDistribution, crashPointHundredths, settleCashout } from '../games/crash/crash.ts';
import { type DiceBet, dicePayoutDistribution, playDice } from '../games/dice/dice.ts';
import { minesPayoutDistribution, playMines, TILES } from '../games/mines/mines.ts';
import {
  MAX_ROWS,
  MIN_ROWS,
  PLINKO_RISKS,
  playPlinko,
  plinkoPayoutDistribution,
} from '../games/plinko/plinko.ts';
import {
  legalBets,
  playRoulette,
  ROULETTE_BET_KINDS,
  roulettePayoutDistribution,
} from '../games/roulette/roulette.ts';
import { type SlotTitle, spinSlot } from '../games/slots/slot-engine.ts';
import { slotMath } from '../games/slots/slot-math.ts';
import { SLOT_TITLES } from '../games/slots/titles/index.ts';
import type { PayoutDistribution } from '../math/payout-distribution.ts';
import { toNumber } from '../math/rational.ts';
import type { RandomStream } from '../rng/provably-fair.ts';

export type SimulatedConfiguration = {
  label: string;
  distribution: PayoutDistribution;
  /** Plays one round from the stream and returns the payout multiplier. */
  play(stream: RandomStream): number;
};

export type SimulatedTitle = {
  slug: string;
  description: string;
  configurations: readonly SimulatedConfiguration[];
};

const DICE_WINNING_ROLLS = [200, 1000, 2500, 4950, 5000, 6600, 9000, 9800];
const MINES_CASH_OUTS = [
  [1, 1],
  [1, 5],
  [1, 12],
  [3, 1],
  [3, 4],
  [3, 8],
  [5, 2],
  [5, 5],
  [10, 1],
  [10, 3],
  [20, 1],
  [24, 1],
] as const;

function diceTitle(): SimulatedTitle {
  const bets: DiceBet[] = DICE_WINNING_ROLLS.flatMap((winning) => [
    { direction: 'under', targetHundredths: winning },
    { direction: 'over', targetHundredths: 9999 - winning },
  ]);
  return {
    slug: 'dice',
    description: 'under and over, win chances 2 %, 10 %, 25 %, 49.5 %, 50 %, 66 %, 90 %, 98 %',
    configurations: bets.map((bet) => ({
      label: `${bet.direction} ${bet.targetHundredths / 100}`,
      distribution: dicePayoutDistribution(bet),
      play: (stream) => playDice(stream, bet).payoutMultiplier,
    })),
  };
}

function rouletteTitle(): SimulatedTitle {
  const bets = ROULETTE_BET_KINDS.flatMap(legalBets);
  return {
    slug: 'roulette',
    description: `every legal bet of every kind (${bets.length} bets)`,
    configurations: bets.map((bet) => ({
      label: `${bet.kind} ${bet.numbers.join('-')}`,
      distribution: roulettePayoutDistribution(bet),
      play: (stream) => playRoulette(stream, bet).payoutMultiplier,
    })),
  };
}

function minesTitle(): SimulatedTitle {
  return {
    slug: 'mines',
    description: `cash-outs (mines, safe tiles): ${MINES_CASH_OUTS.map(([m, k]) => `(${m}, ${k})`).join(' ')}`,
    configurations: MINES_CASH_OUTS.map(([mineCount, safeTiles]) => {
      const openedTiles = Array.from({ length: safeTiles }, (_, i) => (i * 7) % TILES);
      return {
        label: `${mineCount} mines, ${safeTiles} safe`,
        distribution: minesPayoutDistribution(mineCount, safeTiles),
        play: (stream: RandomStream) => playMines(stream, { mineCount, openedTiles }).payoutMultiplier,
      };
    }),
  };
}

function plinkoTitle(): SimulatedTitle {
  const bets = PLINKO_RISKS.flatMap((risk) =>
    Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => ({ rows: MIN_ROWS + i, risk })),
  );
  return {
    slug: 'plinko',
    description: 'every (rows, risk): 8 to 16 rows, low, medium, high',
    configurations: bets.map((bet) => ({
      label: `${bet.rows} rows ${bet.risk}`,
      distribution: plinkoPayoutDistribution(bet),
      play: (stream) => playPlinko(stream, bet).payoutMultiplier,
    })),
  };
}

/** Auto cash-out targets in hundredths: 1.01×, 1.5×, 2×, 10×, 100×. */
const CRASH_TARGETS = [101, 150, 200, 1_000, 10_000];

function crashTitle(): SimulatedTitle {
  return {
    slug: 'crash',
    description: `auto cash-out at ${CRASH_TARGETS.map((target) => `${target / 100}x`).join(', ')}`,
    configurations: CRASH_TARGETS.map((target) => ({
      label: `cash out at ${target / 100}x`,
      distribution: crashPayoutDistribution(target),
      play: (stream: RandomStream) => toNumber(settleCashout(target, crashPointHundredths(stream))),
    })),
  };
}

function slotRules(title: SlotTitle): string {
  const { evaluation } = title;
  const ways = title.rows ** title.reels.length;
  const play = evaluation.kind === 'lines' ? `${evaluation.lines.length} lines` : `${ways} ways`;
  const features = title.symbols.filter((symbol) => symbol.kind !== 'regular').map((symbol) => symbol.kind);
  return [`${title.reels.length} reels x ${title.rows} rows`, play, ...features].join(', ');
}

/** One configuration per slot title: a spin at a fixed total bet. The exact figures are computed on first use. */
function slotTitle(title: SlotTitle): SimulatedTitle {
  return {
    slug: title.slug,
    description: `${title.name}: ${slotRules(title)}`,
    configurations: [
      {
        label: title.name,
        get distribution() {
          return slotMath(title).distribution;
        },
        play: (stream) => spinSlot(stream, title).payoutMultiplier,
      },
    ],
  };
}

export function simulatedTitles(): SimulatedTitle[] {
  return [
    diceTitle(),
    rouletteTitle(),
    minesTitle(),
    plinkoTitle(),
    crashTitle(),
    ...SLOT_TITLES.map(slotTitle),
  ];
}
