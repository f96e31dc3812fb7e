import { TournamentScoring } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { runsTournamentSeries } from '../settings/operator-settings.ts';
import { createTournament, type TournamentInput } from './lifecycle.ts';
import type { LocalizedTexts } from './tables.ts';

/**
 * The site's recurring tournaments: each series is a tournament per period (a day or a week, in UTC),
 * its identity the series and the period's first day. The seed at each start, and the hourly
 * `tournaments.series` job, open the current period's and the next one's when they do not exist yet,
 * so a site always shows running tournaments and an upcoming one; one an operator changed is kept.
 */
type Series = {
  key: string;
  days: 1 | 7;
  tournament: Omit<TournamentInput, 'identity' | 'series' | 'startAt' | 'endAt'>;
};

const DAY_MS = 86_400_000;
const SLOT = 'slot-wild-twenty';

const prize = (
  place: number,
  type: 'money' | 'bonus' | 'freespins' | 'points',
  amount: bigint,
  titles: LocalizedTexts,
  extra: { amounts?: Record<string, string>; gameSlug?: string; wagerMultiplier?: number } = {},
) => ({ place, type, amount, titles, ...extra });

const money = (place: number, euros: number) =>
  prize(place, 'money', BigInt(euros * 100), {
    en: `€${euros} cash`,
    de: `${euros} € Echtgeld`,
    'pt-br': `€${euros} em dinheiro`,
  });
const points = (place: number, count: number) =>
  prize(place, 'points', BigInt(count), {
    en: `${count} Harbor Club points`,
    de: `${count} Harbor-Club-Punkte`,
    'pt-br': `${count} pontos Harbor Club`,
  });
const spins = (place: number, count: number) =>
  prize(
    place,
    'freespins',
    BigInt(count),
    { en: `${count} free spins`, de: `${count} Freispiele`, 'pt-br': `${count} giros grátis` },
    { amounts: { EUR: '20', USD: '20', BRL: '100', CAD: '30', GBP: '20' }, gameSlug: SLOT },
  );
const bonus = (place: number, euros: number) =>
  prize(
    place,
    'bonus',
    BigInt(euros * 100),
    { en: `€${euros} bonus`, de: `${euros} € Bonus`, 'pt-br': `€${euros} de bônus` },
    { wagerMultiplier: 10 },
  );

export const TOURNAMENT_SERIES: Series[] = [
  {
    key: 'harbor-weekly-race',
    days: 7,
    tournament: {
      titles: { en: 'Harbor Weekly Race', de: 'Harbor-Wochenrennen', 'pt-br': 'Corrida Semanal Harbor' },
      descriptions: {
        en: 'Every real-money bet of €0.20 or more counts: the more you stake this week, the higher you climb.',
        de: 'Jeder Echtgeldeinsatz ab 0,20 € zählt: Je mehr Sie diese Woche setzen, desto höher steigen Sie.',
        'pt-br':
          'Toda aposta com dinheiro real a partir de €0,20 conta: quanto mais você apostar nesta semana, mais alto sobe.',
      },
      scoring: TournamentScoring.totalBet,
      entryType: 'auto',
      minStakeMinor: 20n,
      prizes: [
        money(1, 500),
        money(2, 250),
        money(3, 100),
        bonus(4, 50),
        bonus(5, 25),
        ...[6, 7, 8, 9, 10].map((place) => points(place, 500)),
      ],
    },
  },
  {
    key: 'daily-spin-sprint',
    days: 1,
    tournament: {
      titles: { en: 'Daily Spin Sprint', de: 'Täglicher Dreh-Sprint', 'pt-br': 'Sprint Diário de Giros' },
      descriptions: {
        en: 'Join, then spin the slots: every bet of €0.10 or more is a point. Most spins by midnight wins.',
        de: 'Treten Sie bei und drehen Sie die Slots: Jeder Einsatz ab 0,10 € ist ein Punkt. Die meisten Drehs bis Mitternacht gewinnen.',
        'pt-br':
          'Participe e gire os slots: cada aposta a partir de €0,10 vale um ponto. Quem mais girar até a meia-noite vence.',
      },
      scoring: TournamentScoring.betCount,
      entryType: 'join',
      minStakeMinor: 10n,
      gameCollections: ['slots'],
      prizes: [spins(1, 50), spins(2, 25), spins(3, 10), points(4, 200), points(5, 100)],
    },
  },
  {
    key: 'high-tide-multiplier',
    days: 7,
    tournament: {
      titles: {
        en: 'High Tide Multiplier',
        de: 'Hochwasser-Multiplikator',
        'pt-br': 'Multiplicador Maré Alta',
      },
      descriptions: {
        en: 'Buy in for €1 and chase the biggest win: your best win-to-stake multiplier of the week counts.',
        de: 'Steigen Sie für 1 € ein und jagen Sie den größten Gewinn: Ihr bester Multiplikator der Woche zählt.',
        'pt-br': 'Entre por €1 e busque o maior ganho: conta o seu melhor multiplicador da semana.',
      },
      scoring: TournamentScoring.bestMultiplier,
      entryType: 'buy-in',
      buyIn: { EUR: '100', USD: '100', GBP: '100', CAD: '150', BRL: '500' },
      minStakeMinor: 20n,
      currencies: ['EUR', 'USD', 'GBP', 'CAD', 'BRL'],
      prizes: [money(1, 200), bonus(2, 100), spins(3, 50)],
    },
  },
];

/** The period of `days` that holds `at`: days from 00:00 UTC, weeks from Monday 00:00 UTC. */
export function periodStart(at: Date, days: 1 | 7): Date {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: Monday is 4 days on.
  if (days === 1) return new Date(day);
  const sinceMonday = (Math.floor(day / DAY_MS) + 3) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/**
 * Opens the current and the next tournament of every series that does not exist yet, unless the
 * operator turned the series off.
 */
export async function openTournamentSeries(db: Db, now = new Date()) {
  if (!(await runsTournamentSeries(db))) return;
  for (const series of TOURNAMENT_SERIES) {
    const current = periodStart(now, series.days);
    for (const startAt of [current, new Date(current.getTime() + series.days * DAY_MS)]) {
      await createTournament(
        db,
        {
          ...series.tournament,
          identity: `${series.key}-${startAt.toISOString().slice(0, 10)}`,
          series: series.key,
          startAt,
          endAt: new Date(startAt.getTime() + series.days * DAY_MS),
        },
        now,
      );
    }
  }
}

export const seedTournaments = (db: Db) => openTournamentSeries(db);
