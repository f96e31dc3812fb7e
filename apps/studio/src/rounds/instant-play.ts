import type { StudioCurrency } from '../catalogue/currencies.ts';
import { minorToDecimal, payout } from '../catalogue/money.ts';
import { playDice, settleDiceRoll } from '../games/dice/dice.ts';
import { placeMines } from '../games/mines/mines.ts';
import { playPlinko } from '../games/plinko/plinko.ts';
import { settleRoulettePocket, spinPocket } from '../games/roulette/roulette.ts';
import { betUnits, evaluateWindow, spinSlot } from '../games/slots/slot-engine.ts';
import { fromDecimal, ratio } from '../math/rational.ts';
import type { RandomStream } from '../rng/provably-fair.ts';
import type { ValidBet } from './bet-validation.ts';

/** What a round decided: the outcome as stored and shown, and what it pays in minor units. */
export type PlayedRound = { outcome: Record<string, unknown>; win: bigint };

/** The bet's parameters as a round stores and shows them (amounts as decimal text). */
export function paramsOf(bet: ValidBet, currency: StudioCurrency): Record<string, unknown> {
  switch (bet.kind) {
    case 'slot':
      return bet.freespinId ? { freespin: true } : {};
    case 'dice':
      return { direction: bet.dice.direction, targetHundredths: bet.dice.targetHundredths };
    case 'roulette':
      return {
        chips: bet.chips.map((chip) => ({
          betKind: chip.bet.kind,
          numbers: [...chip.bet.numbers],
          amount: minorToDecimal(chip.amount, currency.decimals),
        })),
      };
    case 'plinko':
      return { rows: bet.plinko.rows, risk: bet.plinko.risk };
    case 'mines':
      return { mineCount: bet.mineCount };
  }
}

/**
 * Plays a round from its stream with the game's own maths. Mines only places the mines here (kept
 * hidden in the outcome until the round ends); its tiles are opened one call at a time.
 */
export function playRound(stream: RandomStream, bet: ValidBet): PlayedRound {
  switch (bet.kind) {
    case 'slot': {
      const round = spinSlot(stream, bet.title);
      const { units } = evaluateWindow(bet.title, round.window);
      return {
        outcome: { stops: round.stops, window: round.window, wins: round.wins },
        win: payout(bet.amount, ratio(units, betUnits(bet.title))),
      };
    }
    case 'dice': {
      const round = playDice(stream, bet.dice);
      return {
        outcome: { rollHundredths: round.rollHundredths, won: round.won },
        win: payout(bet.amount, settleDiceRoll(bet.dice, round.rollHundredths)),
      };
    }
    case 'roulette': {
      const pocket = spinPocket(stream);
      const wins = bet.chips.map((chip) => payout(chip.amount, settleRoulettePocket(chip.bet, pocket)));
      return {
        outcome: { pocket, winningChips: wins.flatMap((win, index) => (win > 0n ? [index] : [])) },
        win: wins.reduce((sum, win) => sum + win, 0n),
      };
    }
    case 'plinko': {
      const round = playPlinko(stream, bet.plinko);
      return {
        outcome: { bouncesRight: round.bouncesRight, bucket: round.bucket },
        win: payout(bet.amount, fromDecimal(round.payoutMultiplier, 2)),
      };
    }
    case 'mines':
      return {
        outcome: {
          mineTiles: placeMines(stream, bet.mineCount),
          openedTiles: [],
          hitMine: false,
          finished: false,
        },
        win: 0n,
      };
  }
}
