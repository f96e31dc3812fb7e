import { BonusType } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { type BonusNames, type BonusTrigger, bonusDefinitions, bonusPackages } from './tables.ts';
import { definitionTermsSchema, type PerCurrency } from './terms.ts';

/**
 * The bonuses the site's pages already promise (content/en/pages/bonus/*.md, welcome-package.md),
 * seeded once: a definition the operator changed is not overwritten at the next start. Amounts are
 * set in EUR and converted once, here, into every enabled currency (fiat rounded to whole units, or
 * cents below one, crypto to 1/100,000 of a unit); a term no page states (a max win) is not set.
 */

type EuroAmount = number;
type Converter = (euros: EuroAmount) => PerCurrency;

async function converter(db: Db): Promise<Converter> {
  const currencies = await listEnabledCurrencies(db);
  return (euros) =>
    Object.fromEntries(
      currencies.map((currency) => {
        const units = euros / currency.rate.rate;
        const cents = Math.max(1, currency.subunitToUnit / 100);
        const fiatStep = euros >= 1 ? currency.subunitToUnit : cents;
        const step = currency.type === 'crypto' ? currency.subunitToUnit / 100_000 : fiatStep;
        const minor = Math.max(step, Math.round((units * currency.subunitToUnit) / step) * step);
        return [currency.code, String(Math.round(minor))];
      }),
    );
}

/** Slots 100 %, instant games 20 %, table games 10 %; dice (and anything unlisted) 0. */
const WEIGHTS = [
  { group: 'slots', percent: 100, collections: ['slots'] },
  { group: 'instant', percent: 20, games: ['crash', 'mines', 'plinko'] },
  { group: 'table', percent: 10, games: ['roulette'] },
];

const FEATURED_SLOT = 'slot-wild-twenty';

/** The definition retention rewards are issued under (domains/rewards/pay.ts). */
export const REWARD_DEFINITION_SLUG = 'retention-reward';

/** The referral programme's owner bonus (domains/referrals): given once per friend who qualified. */
export const REFERRAL_DEFINITION_SLUG = 'referral-owner';

type Seed = {
  slug: string;
  names: BonusNames;
  type: number;
  trigger: BonusTrigger;
  packagePriority?: number;
  inPackage?: boolean;
  terms: z.input<typeof definitionTermsSchema>;
};

function seeds(euro: Converter): Seed[] {
  const common = { depositFrom: euro(20), maxBets: euro(5), weights: WEIGHTS, activationDays: 30 };
  const spins = (count: number, validDays: number) => ({
    gameSlug: FEATURED_SLOT,
    count,
    tiers: [],
    betAmounts: euro(0.2),
    validDays,
  });
  const welcome = { ...common, newPlayerDays: 30, wagerMultiplier: 35, wagerDays: 30 };
  return [
    {
      slug: 'welcome-1',
      names: {
        en: 'Welcome bonus: 1st deposit',
        de: 'Willkommensbonus: 1. Einzahlung',
        'pt-br': 'Bônus de boas-vindas: 1º depósito',
      },
      type: BonusType.percentage,
      trigger: 'deposit',
      inPackage: true,
      packagePriority: 1,
      terms: { ...welcome, depositNumber: 1, percent: 100, maxAmounts: euro(500), freespins: spins(50, 7) },
    },
    {
      slug: 'welcome-2',
      names: {
        en: 'Welcome bonus: 2nd deposit',
        de: 'Willkommensbonus: 2. Einzahlung',
        'pt-br': 'Bônus de boas-vindas: 2º depósito',
      },
      type: BonusType.percentage,
      trigger: 'deposit',
      inPackage: true,
      packagePriority: 2,
      terms: { ...welcome, depositNumber: 2, percent: 50, maxAmounts: euro(300) },
    },
    {
      slug: 'welcome-3',
      names: {
        en: 'Welcome bonus: 3rd deposit',
        de: 'Willkommensbonus: 3. Einzahlung',
        'pt-br': 'Bônus de boas-vindas: 3º depósito',
      },
      type: BonusType.percentage,
      trigger: 'deposit',
      inPackage: true,
      packagePriority: 3,
      terms: { ...welcome, depositNumber: 3, percent: 75, maxAmounts: euro(400) },
    },
    {
      slug: 'welcome-4',
      names: {
        en: 'Welcome bonus: 4th deposit',
        de: 'Willkommensbonus: 4. Einzahlung',
        'pt-br': 'Bônus de boas-vindas: 4º depósito',
      },
      type: BonusType.freeSpins,
      trigger: 'deposit',
      inPackage: true,
      packagePriority: 4,
      terms: { ...welcome, depositNumber: 4, freespins: spins(100, 7) },
    },
    {
      slug: 'weekly-reload',
      names: { en: 'Weekly reload', de: 'Wöchentlicher Reload', 'pt-br': 'Recarga semanal' },
      type: BonusType.percentage,
      trigger: 'deposit',
      packagePriority: 10,
      terms: {
        ...common,
        afterFirstDeposit: true,
        oncePerWeek: true,
        percent: 50,
        maxAmounts: euro(200),
        wagerMultiplier: 35,
        wagerDays: 7,
      },
    },
    {
      slug: 'free-spins-friday',
      names: { en: 'Free Spins Friday', de: 'Freispiel-Freitag', 'pt-br': 'Sexta de Giros Grátis' },
      type: BonusType.freeSpins,
      trigger: 'deposit',
      packagePriority: 20,
      terms: {
        ...common,
        weekday: 5,
        wagerMultiplier: 35,
        wagerDays: 7,
        freespins: {
          ...spins(30, 3),
          tiers: [
            { depositFrom: euro(50), count: 60 },
            { depositFrom: euro(100), count: 100 },
          ],
        },
      },
    },
    {
      slug: 'weekly-cashback',
      names: { en: 'Weekly cashback', de: 'Wöchentliches Cashback', 'pt-br': 'Cashback semanal' },
      type: BonusType.cash,
      trigger: 'cashback',
      terms: {
        ...common,
        depositFrom: {},
        cashback: { percent: 10, minLoss: euro(20), minDeposit: euro(20) },
        maxAmounts: euro(500),
        wagerMultiplier: 5,
        wagerDays: 7,
        activationDays: 7,
      },
    },
    {
      // What retention rewards are issued under (domains/rewards): each reward names its own amount,
      // wagering and title; the weights, stake cap and periods are these.
      slug: REWARD_DEFINITION_SLUG,
      names: { en: 'Reward', de: 'Belohnung', 'pt-br': 'Recompensa' },
      type: BonusType.cash,
      trigger: 'reward',
      terms: { ...common, depositFrom: {}, wagerMultiplier: 10, wagerDays: 14, activationDays: 30 },
    },
    {
      slug: REFERRAL_DEFINITION_SLUG,
      names: { en: 'Refer a friend', de: 'Freunde werben', 'pt-br': 'Indique um amigo' },
      type: BonusType.cash,
      trigger: 'referral',
      terms: {
        ...common,
        depositFrom: {},
        amounts: euro(25),
        wagerMultiplier: 10,
        wagerDays: 14,
        activationDays: 30,
      },
    },
  ];
}

export async function seedBonuses(db: Db): Promise<void> {
  const euro = await converter(db);
  await db
    .insert(bonusPackages)
    .values({
      slug: 'welcome',
      names: { en: 'Welcome package', de: 'Willkommenspaket', 'pt-br': 'Pacote de boas-vindas' },
    })
    .onConflictDoNothing();
  const [welcome] = await db.select().from(bonusPackages).where(eq(bonusPackages.slug, 'welcome'));
  await db
    .insert(bonusDefinitions)
    .values(
      seeds(euro).map((seed) => ({
        slug: seed.slug,
        names: seed.names,
        type: seed.type,
        trigger: seed.trigger,
        packageId: seed.inPackage ? welcome!.id : null,
        packagePriority: seed.packagePriority ?? null,
        terms: definitionTermsSchema.parse(seed.terms),
        // Seeded bonuses are what the pages promise: live from the first start.
        scheduledAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}
