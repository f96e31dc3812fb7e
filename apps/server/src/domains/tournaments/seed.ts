import { TournamentScoring, type TournamentTermsInput, tournamentTermsSchema } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { openTournamentSeries } from './series.ts';
import { tournamentSeries } from './tables.ts';

/**
 * The site's recurring tournaments (series.ts), seeded once as live, open-ended series: a series staff
 * changed or ended is not overwritten at the next start. Each is a tournament per period (a day or a
 * week, in UTC), its identity the series and the period's first day; the seed at each start and the
 * hourly `tournaments.series` job open the current period's and the next one's when they do not exist
 * yet, so a site always shows running tournaments and an upcoming one.
 */
type SeriesSeed = { key: string; days: 1 | 7; template: TournamentTermsInput };

const SLOT = 'slot-wild-twenty';

type Titles = Record<string, string>;
const prize = (
  place: number,
  type: 'money' | 'bonus' | 'freespins' | 'points',
  amount: string,
  titles: Titles,
) => ({
  place,
  type,
  amount,
  titles,
});

const money = (place: number, euros: number) =>
  prize(place, 'money', String(euros), {
    en: `€${euros} cash`,
    de: `${euros} € Echtgeld`,
    'pt-br': `€${euros} em dinheiro`,
  });
const points = (place: number, count: number) =>
  prize(place, 'points', String(count), {
    en: `${count} Harbor Club points`,
    de: `${count} Harbor-Club-Punkte`,
    'pt-br': `${count} pontos Harbor Club`,
  });
const spins = (place: number, count: number) => ({
  ...prize(place, 'freespins', String(count), {
    en: `${count} free spins`,
    de: `${count} Freispiele`,
    'pt-br': `${count} giros grátis`,
  }),
  spinStakes: { EUR: '0.2', USD: '0.2', BRL: '1', CAD: '0.3', GBP: '0.2' },
  gameSlug: SLOT,
});
const bonus = (place: number, euros: number) => ({
  ...prize(place, 'bonus', String(euros), {
    en: `€${euros} bonus`,
    de: `${euros} € Bonus`,
    'pt-br': `€${euros} de bônus`,
  }),
  wagerMultiplier: 10,
});

export const TOURNAMENT_SERIES: SeriesSeed[] = [
  {
    key: 'harbor-weekly-race',
    days: 7,
    template: {
      titles: { en: 'Harbor Weekly Race', de: 'Harbor-Wochenrennen', 'pt-br': 'Corrida Semanal Harbor' },
      descriptions: {
        en: 'Every real-money bet of €0.20 or more counts: the more you stake this week, the higher you climb.',
        de: 'Jeder Echtgeldeinsatz ab 0,20 € zählt: Je mehr Sie diese Woche setzen, desto höher steigen Sie.',
        'pt-br':
          'Toda aposta com dinheiro real a partir de €0,20 conta: quanto mais você apostar nesta semana, mais alto sobe.',
      },
      scoring: TournamentScoring.totalBet,
      entryType: 'auto',
      minStake: '0.2',
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
    template: {
      titles: { en: 'Daily Spin Sprint', de: 'Täglicher Dreh-Sprint', 'pt-br': 'Sprint Diário de Giros' },
      descriptions: {
        en: 'Join, then spin the slots: every bet of €0.10 or more is a point. Most spins by midnight wins.',
        de: 'Treten Sie bei und drehen Sie die Slots: Jeder Einsatz ab 0,10 € ist ein Punkt. Die meisten Drehs bis Mitternacht gewinnen.',
        'pt-br':
          'Participe e gire os slots: cada aposta a partir de €0,10 vale um ponto. Quem mais girar até a meia-noite vence.',
      },
      scoring: TournamentScoring.betCount,
      entryType: 'join',
      minStake: '0.1',
      gameCollections: ['slots'],
      prizes: [spins(1, 50), spins(2, 25), spins(3, 10), points(4, 200), points(5, 100)],
    },
  },
  {
    key: 'high-tide-multiplier',
    days: 7,
    template: {
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
      buyIn: { EUR: '1', USD: '1', GBP: '1', CAD: '1.5', BRL: '5' },
      minStake: '0.2',
      currencies: ['EUR', 'USD', 'GBP', 'CAD', 'BRL'],
      prizes: [money(1, 200), bonus(2, 100), spins(3, 50)],
    },
  },
];

/** The built-in series, live from the first start; each key once (a series staff changed stays as it is). */
export async function seedTournamentSeries(db: Db, now = new Date()) {
  await db
    .insert(tournamentSeries)
    .values(
      TOURNAMENT_SERIES.map((series) => ({
        key: series.key,
        days: series.days,
        template: tournamentTermsSchema.parse(series.template),
        scheduledAt: now,
      })),
    )
    .onConflictDoNothing({ target: tournamentSeries.key });
}

export async function seedTournaments(db: Db) {
  await seedTournamentSeries(db);
  await openTournamentSeries(db);
}
