import type { StudioRound } from '@casino/contracts';
import { findStudioCurrency } from '../catalogue/currencies.ts';
import { findStudioGame } from '../catalogue/games.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import type { StudioRoundRow, StudioSeedPairRow } from '../storage/tables.ts';
import { openMinesView } from './mines-state.ts';

/**
 * A round as the API shows it (studioRoundSchema). The server seed only once its pair was rotated;
 * an open mines round without its mines.
 */
export function roundView(round: StudioRoundRow, pair: StudioSeedPairRow): StudioRound {
  const decimals = findStudioCurrency(round.currency)?.decimals ?? 2;
  return {
    id: round.id,
    game: round.gameSlug,
    gameName: findStudioGame(round.gameSlug)?.name ?? round.gameSlug,
    kind: round.kind as StudioRound['kind'],
    mode: round.mode,
    status: round.status,
    currency: round.currency,
    bet: minorToDecimal(round.betMinor, decimals),
    win: minorToDecimal(round.status === 'settled' ? round.winMinor : 0n, decimals),
    multiplier: round.status === 'settled' ? multiplierOf(round) : 0,
    params: round.params,
    outcome:
      round.kind === 'mines' && round.status === 'open'
        ? openMinesView(round.outcome, Number(round.params.mineCount))
        : round.outcome,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.revealedAt ? pair.serverSeed : null,
    clientSeed: pair.clientSeed,
    nonce: round.nonce,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}

/** win / bet to 4 decimals (the exact amounts are in bet and win). */
function multiplierOf(round: StudioRoundRow): number {
  if (round.betMinor === 0n) return 0;
  return Number((round.winMinor * 10_000n) / round.betMinor) / 10_000;
}
