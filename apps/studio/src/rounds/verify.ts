import type { studioVerifyRequestSchema } from '@casino/contracts';
import { type z, z as zod } from 'zod';
import { findStudioGame } from '../catalogue/games.ts';
import { decimalToMinor } from '../catalogue/money.ts';
import { playCrash } from '../games/crash/crash.ts';
import { playDice, settleDiceRoll } from '../games/dice/dice.ts';
import { placeMines, settleMineLayout } from '../games/mines/mines.ts';
import { PLINKO_RISKS, playPlinko } from '../games/plinko/plinko.ts';
import {
  assertLegalBet,
  type RouletteBetKind,
  settleRoulettePocket,
  spinPocket,
} from '../games/roulette/roulette.ts';
import { spinSlot } from '../games/slots/slot-engine.ts';
import { add, divide, multiply, type Rational, ratio, toNumber, ZERO } from '../math/rational.ts';
import { createRandomStream, hashServerSeed, type RandomStream } from '../rng/provably-fair.ts';
import { parseStudioInput, StudioError } from '../server/errors.ts';
import { BASIS, resultFromStream } from '../sportsbook/model.ts';

type VerifyRequest = z.infer<typeof studioVerifyRequestSchema>;
type Recomputed = { outcome: Record<string, unknown>; multiplier: number };

const diceParams = zod.object({
  direction: zod.enum(['under', 'over']),
  targetHundredths: zod.number().int().min(0).max(9999),
});
const plinkoParams = zod.object({ rows: zod.number().int().min(8).max(16), risk: zod.enum(PLINKO_RISKS) });
const minesParams = zod.object({
  mineCount: zod.number().int().min(1).max(24),
  openedTiles: zod.array(zod.number().int().min(0).max(24)).max(24).optional(),
});
const rouletteParams = zod.object({
  chips: zod
    .array(
      zod.object({
        betKind: zod.string(),
        numbers: zod.array(zod.number().int()),
        amount: zod.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount such as "1.50"'),
      }),
    )
    .optional(),
});
const crashParams = zod.object({ cashoutHundredths: zod.number().int().min(101).optional() });
const basisPoints = zod.number().int().min(0).max(BASIS);
const sportsbookParams = zod
  .object({
    homeBp: basisPoints,
    drawBp: basisPoints,
    awayBp: basisPoints,
    selection: zod.enum(['home', 'draw', 'away']).optional(),
    oddsHundredths: zod.number().int().min(101).max(100_000).optional(),
  })
  .refine((p) => p.homeBp + p.drawBp + p.awayBp === BASIS, {
    message: 'The probabilities must add up to 10000 basis points.',
    path: ['homeBp'],
  });

/**
 * POST /studio/api/verify: a round recomputed from its seeds and parameters alone, reading no records,
 * exactly as the game played it. The multiplier is what the outcome pays on the bet: for roulette over
 * the chips given (0 without), for mines after the tiles given, for crash the crash point (or the
 * cash-out target when it was reached).
 */
export function verifyRound(input: VerifyRequest): { serverSeedHash: string } & Recomputed {
  const game = findStudioGame(input.game);
  if (!game) throw StudioError.field('game', `Unknown game ${input.game}.`);
  const stream = createRandomStream({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
  });
  const params = <T>(schema: zod.ZodType<T>): T => parseStudioInput(schema, input.params, 'params');
  const recomputed = ((): Recomputed => {
    switch (game.kind) {
      case 'slot': {
        const round = spinSlot(stream, game.title!);
        return {
          outcome: { stops: round.stops, window: round.window, wins: round.wins },
          multiplier: round.payoutMultiplier,
        };
      }
      case 'dice':
        return verifyDice(stream, params(diceParams));
      case 'plinko': {
        const round = playPlinko(stream, params(plinkoParams));
        return {
          outcome: { bouncesRight: round.bouncesRight, bucket: round.bucket },
          multiplier: round.payoutMultiplier,
        };
      }
      case 'mines':
        return verifyMines(stream, params(minesParams));
      case 'roulette':
        return verifyRoulette(stream, params(rouletteParams));
      case 'crash':
        return verifyCrash(stream, params(crashParams));
      case 'sportsbook':
        return verifySportsbook(stream, params(sportsbookParams));
    }
  })();
  return { serverSeedHash: hashServerSeed(input.serverSeed), ...recomputed };
}

function verifyDice(stream: RandomStream, bet: z.infer<typeof diceParams>): Recomputed {
  const round = guard('params.targetHundredths', () => playDice(stream, bet));
  return {
    outcome: { rollHundredths: round.rollHundredths, won: round.won },
    multiplier: toNumber(settleDiceRoll(bet, round.rollHundredths)),
  };
}

function verifyMines(stream: RandomStream, bet: z.infer<typeof minesParams>): Recomputed {
  const mineTiles = placeMines(stream, bet.mineCount);
  const openedTiles = bet.openedTiles ?? [];
  const multiplier =
    openedTiles.length === 0
      ? ZERO
      : guard('params.openedTiles', () =>
          settleMineLayout({ mineCount: bet.mineCount, openedTiles }, new Set(mineTiles)),
        );
  return { outcome: { mineTiles, openedTiles }, multiplier: toNumber(multiplier) };
}

function verifyRoulette(stream: RandomStream, bet: z.infer<typeof rouletteParams>): Recomputed {
  const pocket = spinPocket(stream);
  const chips = bet.chips ?? [];
  let staked: Rational = ZERO;
  let returned: Rational = ZERO;
  chips.forEach((chip, index) => {
    const placed = { kind: chip.betKind as RouletteBetKind, numbers: chip.numbers };
    guard(`params.chips.${index}.numbers`, () => assertLegalBet(placed));
    const amount = ratio(decimalToMinor(chip.amount, 8) ?? 0n, 10n ** 8n);
    staked = add(staked, amount);
    returned = add(returned, multiply(amount, settleRoulettePocket(placed, pocket)));
  });
  return {
    outcome: { pocket },
    multiplier: staked.numerator === 0n ? 0 : toNumber(divide(returned, staked)),
  };
}

function verifyCrash(stream: RandomStream, bet: z.infer<typeof crashParams>): Recomputed {
  const round = playCrash(stream);
  const target = bet.cashoutHundredths;
  const multiplier =
    target === undefined ? round.crashPoint : target <= round.crashPointHundredths ? target / 100 : 0;
  return {
    outcome: { crashPoint: round.crashPoint, crashPointHundredths: round.crashPointHundredths },
    multiplier,
  };
}

/** A fixture's result; the multiplier is the odds when `selection` won, 0 otherwise (or without one). */
function verifySportsbook(stream: RandomStream, bet: z.infer<typeof sportsbookParams>): Recomputed {
  const drawn = resultFromStream(stream, { home: bet.homeBp, draw: bet.drawBp, away: bet.awayBp });
  const won = bet.selection === drawn.outcome;
  return {
    outcome: { result: drawn.outcome, score: drawn.score },
    multiplier: won && bet.oddsHundredths ? bet.oddsHundredths / 100 : 0,
  };
}

/** A maths RangeError as a 422 on the parameter it is about. */
function guard<T>(field: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw StudioError.field(field, error.message);
    throw error;
  }
}
