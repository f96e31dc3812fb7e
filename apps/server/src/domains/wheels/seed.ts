import type { Db } from '../../db/client.ts';
import { type SectorPrize, type WheelTexts, wheelSectors, wheels } from './tables.ts';

/**
 * The site's two wheels, seeded once (a wheel the operator changed is not overwritten at the next
 * start): a daily wheel and a wheel spun per deposit of at least 20 EUR. Amounts are in EUR; other
 * currencies get them converted at the site's rates when shown and paid (prizes.ts). Each wheel's
 * weights sum to 1000, so a weight reads as tenths of a percent. Seeded live since SINCE; the back
 * office edits them from then on (editor.ts). Each passes the editor's schema (a test).
 */

type SectorSeed = { titles: WheelTexts; weight: number; prize: SectorPrize };
type WheelSeed = {
  identity: string;
  titles: WheelTexts;
  descriptions: WheelTexts;
  dailySpin: boolean;
  depositSpin: boolean;
  minDeposits: Record<string, string>;
  spinValidHours: number;
  sectors: SectorSeed[];
};

const SLOT = 'slot-wild-twenty';
const SINCE = new Date('2025-01-01T00:00:00Z');

const eur = (cents: number) => ({ EUR: String(cents) });
const points = (count: number): SectorPrize => ({ type: 'points', points: count });
const spins = (count: number): SectorPrize => ({
  type: 'freespins',
  count,
  gameSlug: SLOT,
  betAmounts: eur(20),
});
const bonus = (cents: number): SectorPrize => ({ type: 'bonus', amounts: eur(cents), wagerMultiplier: 20 });
const cash = (cents: number): SectorPrize => ({ type: 'money', amounts: eur(cents) });

const texts = (en: string, de: string, ptBr: string): WheelTexts => ({ en, de, 'pt-br': ptBr });
const pointsTitle = (n: number) => texts(`${n} points`, `${n} Punkte`, `${n} pontos`);
const spinsTitle = (n: number) => texts(`${n} free spins`, `${n} Freispiele`, `${n} rodadas grátis`);

export const WHEELS: WheelSeed[] = [
  {
    identity: 'daily-wheel',
    titles: texts('Daily wheel', 'Tagesrad', 'Roda diária'),
    descriptions: texts(
      'One free spin every day: points, free spins, a bonus or cash.',
      'Jeden Tag ein Gratis-Dreh: Punkte, Freispiele, ein Bonus oder Echtgeld.',
      'Um giro grátis por dia: pontos, rodadas grátis, um bônus ou dinheiro.',
    ),
    dailySpin: true,
    depositSpin: false,
    minDeposits: {},
    spinValidHours: 24,
    sectors: [
      { titles: pointsTitle(10), weight: 300, prize: points(10) },
      { titles: pointsTitle(25), weight: 200, prize: points(25) },
      { titles: pointsTitle(50), weight: 100, prize: points(50) },
      { titles: pointsTitle(100), weight: 40, prize: points(100) },
      { titles: spinsTitle(5), weight: 60, prize: spins(5) },
      { titles: texts('Bonus', 'Bonus', 'Bônus'), weight: 80, prize: bonus(100) },
      { titles: texts('Cash prize', 'Echtgeldpreis', 'Prêmio em dinheiro'), weight: 20, prize: cash(200) },
      {
        titles: texts('Try again tomorrow', 'Morgen wieder', 'Tente amanhã'),
        weight: 200,
        prize: { type: 'nothing' },
      },
    ],
  },
  {
    identity: 'deposit-wheel',
    titles: texts('Deposit wheel', 'Einzahlungsrad', 'Roda do depósito'),
    descriptions: texts(
      'A spin for every deposit of 20 EUR or more: every sector wins.',
      'Ein Dreh für jede Einzahlung ab 20 EUR: Jedes Feld gewinnt.',
      'Um giro a cada depósito de 20 EUR ou mais: todo setor ganha.',
    ),
    dailySpin: false,
    depositSpin: true,
    minDeposits: eur(2000),
    spinValidHours: 7 * 24,
    sectors: [
      { titles: pointsTitle(50), weight: 250, prize: points(50) },
      { titles: pointsTitle(200), weight: 150, prize: points(200) },
      { titles: spinsTitle(10), weight: 200, prize: spins(10) },
      { titles: spinsTitle(25), weight: 80, prize: spins(25) },
      { titles: texts('Bonus', 'Bonus', 'Bônus'), weight: 150, prize: bonus(500) },
      { titles: texts('Big bonus', 'Großer Bonus', 'Bônus grande'), weight: 80, prize: bonus(1000) },
      { titles: texts('Cash prize', 'Echtgeldpreis', 'Prêmio em dinheiro'), weight: 60, prize: cash(500) },
      { titles: texts('Jackpot', 'Jackpot', 'Jackpot'), weight: 30, prize: cash(2500) },
    ],
  },
];

export async function seedWheels(db: Db): Promise<void> {
  for (const { sectors, ...wheel } of WHEELS)
    await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(wheels)
        .values({ ...wheel, scheduledAt: SINCE, startsAt: SINCE })
        .onConflictDoNothing({ target: wheels.identity })
        .returning({ id: wheels.id });
      if (!made) return;
      await tx
        .insert(wheelSectors)
        .values(sectors.map((sector, position) => ({ ...sector, wheelId: made.id, position })));
    });
}
