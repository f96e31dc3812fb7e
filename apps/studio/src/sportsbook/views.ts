import { type SportsbookBet, type SportsbookFixture, STUDIO_DEMO_CURRENCY } from '@casino/contracts';
import type { StudioCurrency } from '../catalogue/currencies.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { demoCurrency } from '../rounds/demo-purse.ts';
import { studioCurrencyOf } from '../rounds/purse.ts';
import { winOf } from './model.ts';
import type { SportsbookBetRow, SportsbookFixtureRow } from './tables.ts';

const odds = (hundredths: number) => hundredths / 100;

export function fixtureView(row: SportsbookFixtureRow): SportsbookFixture {
  const settled = row.result !== null;
  return {
    id: row.id,
    number: row.number,
    home: row.home,
    away: row.away,
    startsAt: row.startsAt.toISOString(),
    odds: {
      home: odds(row.homeOddsHundredths),
      draw: odds(row.drawOddsHundredths),
      away: odds(row.awayOddsHundredths),
    },
    status: settled ? 'settled' : 'open',
    result: row.result,
    score: settled ? { home: row.homeGoals ?? 0, away: row.awayGoals ?? 0 } : null,
    serverSeedHash: row.serverSeedHash,
    serverSeed: settled ? row.serverSeed : null,
    clientSeed: row.clientSeed,
  };
}

export function currencyOf(code: string): StudioCurrency {
  return code === STUDIO_DEMO_CURRENCY ? demoCurrency() : studioCurrencyOf(code);
}

export function betView(bet: SportsbookBetRow, fixture: SportsbookFixtureRow): SportsbookBet {
  const { decimals } = currencyOf(bet.currency);
  const money = (minor: bigint) => minorToDecimal(minor, decimals);
  const shown = bet.status === 'pending' ? 'open' : bet.status;
  return {
    id: bet.id,
    fixtureId: fixture.id,
    home: fixture.home,
    away: fixture.away,
    startsAt: fixture.startsAt.toISOString(),
    selection: bet.selection,
    odds: odds(bet.oddsHundredths),
    amount: money(bet.amountMinor),
    currency: bet.currency,
    potentialWin: money(winOf(bet.amountMinor, bet.oddsHundredths)),
    status: shown,
    win: bet.winMinor === null || shown === 'open' ? null : money(bet.winMinor),
    result: fixture.result,
    score: fixture.result === null ? null : { home: fixture.homeGoals ?? 0, away: fixture.awayGoals ?? 0 },
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}
