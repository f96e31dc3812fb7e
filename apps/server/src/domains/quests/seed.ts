import {
  type QuestTaskTermsInput,
  QuestTaskType,
  type QuestTermsInput,
  questTermsSchema,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { type MoneyAmounts, quests, questTasks } from './tables.ts';
import { questColumns, taskRows } from './terms.ts';

/**
 * Round amounts in the fiat currencies for an amount in euros (x1 in USD and GBP, x1.5 CAD, x5 BRL,
 * x35 TRY, x90 INR, x150 JPY), in minor units; the crypto currencies convert from EUR at the rates.
 */
const FIAT_FACTORS: Record<string, { factor: number; unit: number }> = {
  EUR: { factor: 1, unit: 100 },
  USD: { factor: 1, unit: 100 },
  GBP: { factor: 1, unit: 100 },
  CAD: { factor: 1.5, unit: 100 },
  BRL: { factor: 5, unit: 100 },
  TRY: { factor: 35, unit: 100 },
  INR: { factor: 90, unit: 100 },
  JPY: { factor: 150, unit: 1 },
};

export function money(euros: number): MoneyAmounts {
  return Object.fromEntries(
    Object.entries(FIAT_FACTORS).map(([code, { factor, unit }]) => [code, Math.round(euros * factor * unit)]),
  );
}

/** A task as the seed writes it: the engine's schema (contracts/quest-terms.ts). */
export type TaskSeed = QuestTaskTermsInput;

/** A quest as the seed writes it: its slug and the engine's terms. */
export type QuestSeed = QuestTermsInput & { slug: string };

/** The studio's slots the tour counts, and the one its free spins are for. */
export const TOUR_GAMES = ['slot-wild-twenty', 'slot-fruit-ten', 'slot-classic-sevens'];

export const QUESTS: QuestSeed[] = [
  {
    slug: 'harbor-welcome',
    order: 1,
    taskExecutionOrder: 'any',
    names: { en: 'Welcome aboard', de: 'Willkommen an Bord', 'pt-br': 'Bem-vindo a bordo' },
    descriptions: {
      en: 'Make your first deposit and play a few rounds to earn Harbor Club points.',
      de: 'Zahlen Sie zum ersten Mal ein und spielen Sie ein paar Runden, um Harbor-Club-Punkte zu sammeln.',
      'pt-br': 'Faça seu primeiro depósito e jogue algumas rodadas para ganhar pontos do Harbor Club.',
    },
    rewards: [{ type: 'points', points: 250 }],
    tasks: [
      {
        type: QuestTaskType.deposit,
        names: { en: 'Deposit', de: 'Einzahlung', 'pt-br': 'Depósito' },
        descriptions: {
          en: 'Deposit at least this amount in total.',
          de: 'Zahlen Sie insgesamt mindestens diesen Betrag ein.',
          'pt-br': 'Deposite pelo menos este valor no total.',
        },
        amounts: money(20),
      },
      {
        type: QuestTaskType.betCount,
        names: { en: 'Play rounds', de: 'Runden spielen', 'pt-br': 'Jogar rodadas' },
        descriptions: {
          en: 'Play real-money rounds with a stake of at least the amount shown.',
          de: 'Spielen Sie Echtgeldrunden mit einem Einsatz von mindestens dem angezeigten Betrag.',
          'pt-br': 'Jogue rodadas com dinheiro real com aposta de pelo menos o valor indicado.',
        },
        count: 30,
        conditions: { spinAmount: money(0.2) },
      },
    ],
  },
  {
    slug: 'high-seas',
    order: 2,
    taskExecutionOrder: 'sequential',
    names: { en: 'High seas', de: 'Hohe See', 'pt-br': 'Alto-mar' },
    descriptions: {
      en: 'Three stages, one after the other: wager, win, then land a big multiplier.',
      de: 'Drei Etappen nacheinander: setzen, gewinnen und dann einen hohen Multiplikator treffen.',
      'pt-br': 'Três etapas, uma após a outra: aposte, ganhe e acerte um grande multiplicador.',
    },
    rewards: [{ type: 'bonus', amounts: money(10), wagerMultiplier: 20 }],
    tasks: [
      {
        type: QuestTaskType.wagerAmount,
        names: { en: 'Wager', de: 'Einsatz', 'pt-br': 'Apostar' },
        descriptions: {
          en: 'Wager this much real money in any game.',
          de: 'Setzen Sie so viel Echtgeld in beliebigen Spielen.',
          'pt-br': 'Aposte este valor em dinheiro real em qualquer jogo.',
        },
        amounts: money(100),
      },
      {
        type: QuestTaskType.winAmount,
        names: { en: 'Win', de: 'Gewinnen', 'pt-br': 'Ganhar' },
        descriptions: {
          en: 'Win this much in total from real-money rounds.',
          de: 'Gewinnen Sie insgesamt so viel mit Echtgeldrunden.',
          'pt-br': 'Ganhe este valor no total em rodadas com dinheiro real.',
        },
        amounts: money(50),
      },
      {
        type: QuestTaskType.multiplier,
        names: { en: 'Big multiplier', de: 'Hoher Multiplikator', 'pt-br': 'Grande multiplicador' },
        descriptions: {
          en: 'Win at least ten times your stake in one round.',
          de: 'Gewinnen Sie in einer Runde mindestens das Zehnfache Ihres Einsatzes.',
          'pt-br': 'Ganhe pelo menos dez vezes a sua aposta em uma rodada.',
        },
        count: 1,
        conditions: { multiplierCenti: 1_000, minPayout: money(1) },
      },
    ],
  },
  {
    slug: 'studio-tour',
    order: 3,
    taskExecutionOrder: 'any',
    durationHours: 24,
    names: { en: 'Studio tour', de: 'Studio-Rundgang', 'pt-br': 'Tour pelo estúdio' },
    descriptions: {
      en: 'Play our studio slots within a day of taking the quest.',
      de: 'Spielen Sie unsere Studio-Slots innerhalb eines Tages nach Annahme der Quest.',
      'pt-br': 'Jogue os slots do nosso estúdio em até um dia após aceitar a missão.',
    },
    rewards: [{ type: 'freespins', count: 20, gameSlug: 'slot-wild-twenty', betAmounts: money(0.2) }],
    tasks: [
      {
        type: QuestTaskType.playGames,
        names: {
          en: 'Play the studio slots',
          de: 'Studio-Slots spielen',
          'pt-br': 'Jogar os slots do estúdio',
        },
        descriptions: {
          en: 'Play real-money rounds in any of these games.',
          de: 'Spielen Sie Echtgeldrunden in einem dieser Spiele.',
          'pt-br': 'Jogue rodadas com dinheiro real em qualquer um destes jogos.',
        },
        count: 15,
        conditions: { games: TOUR_GAMES },
      },
    ],
  },
  {
    slug: 'captains-log',
    order: 4,
    taskExecutionOrder: 'sequential',
    durationHours: 72,
    names: { en: "Captain's log", de: 'Logbuch des Kapitäns', 'pt-br': 'Diário do capitão' },
    descriptions: {
      en: 'Deposit, then wager, within three days of taking the quest.',
      de: 'Erst einzahlen, dann setzen, innerhalb von drei Tagen nach Annahme der Quest.',
      'pt-br': 'Deposite e depois aposte, em até três dias após aceitar a missão.',
    },
    rewards: [
      { type: 'points', points: 500 },
      { type: 'bonus', amounts: money(25), wagerMultiplier: 25 },
    ],
    tasks: [
      {
        type: QuestTaskType.deposit,
        names: { en: 'Deposit', de: 'Einzahlung', 'pt-br': 'Depósito' },
        descriptions: {
          en: 'Deposit at least this amount in total.',
          de: 'Zahlen Sie insgesamt mindestens diesen Betrag ein.',
          'pt-br': 'Deposite pelo menos este valor no total.',
        },
        amounts: money(50),
      },
      {
        type: QuestTaskType.wagerAmount,
        names: { en: 'Wager', de: 'Einsatz', 'pt-br': 'Apostar' },
        descriptions: {
          en: 'Wager this much real money in any game.',
          de: 'Setzen Sie so viel Echtgeld in beliebigen Spielen.',
          'pt-br': 'Aposte este valor em dinheiro real em qualquer jogo.',
        },
        amounts: money(250),
      },
    ],
  },
];

/**
 * Writes a quest and its tasks once by slug (answers false when the slug exists), in the caller's
 * transaction: scheduled now, live within `campaign` (a draft when `draft`). The terms go through the
 * engine's schema, which fills what they leave out.
 */
export async function insertQuest(
  tx: Db,
  seed: QuestSeed,
  campaign: { startsAt?: Date | null; endsAt?: Date | null; draft?: boolean } = {},
): Promise<boolean> {
  const terms = questTermsSchema.parse(seed);
  const [quest] = await tx
    .insert(quests)
    .values({
      slug: seed.slug,
      ...questColumns(terms),
      scheduledAt: campaign.draft ? null : new Date(),
      startsAt: campaign.startsAt ?? null,
      endsAt: campaign.endsAt ?? null,
    })
    .onConflictDoNothing({ target: quests.slug })
    .returning();
  if (!quest) return false;
  await tx.insert(questTasks).values(taskRows(quest.id, terms.tasks));
  return true;
}

/** Seeded once by slug: a quest the operator changed is not overwritten at the next start. */
export async function seedQuests(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of QUESTS) await insertQuest(tx, seed);
  });
}
