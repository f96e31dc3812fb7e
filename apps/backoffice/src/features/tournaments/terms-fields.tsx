import { type BackofficeTournament, TOURNAMENT_PRIZE_KINDS } from '@casino/contracts';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';

/**
 * What a tournament is, as the editor's inputs hold it: the fields of a tournament and of a series'
 * template alike (contracts' tournamentTermsSchema), turned into the contract's terms by `termsOf`.
 */

export const SCORING_LABELS: Record<number, string> = {
  1: 'Total staked',
  2: 'Number of bets',
  3: 'Best win multiplier',
};
const ENTRY_LABELS = { auto: 'Automatic (every eligible bet)', join: 'Players join', 'buy-in': 'Buy-in' };
const PRIZE_LABELS = {
  money: 'Cash',
  bonus: 'Bonus money',
  freespins: 'Free spins',
  points: 'Loyalty points',
};
export const LOCALES = ['en', 'de', 'pt-br'] as const;

export type PrizeValues = {
  type: (typeof TOURNAMENT_PRIZE_KINDS)[number];
  amount: string;
  title: string;
  gameSlug: string;
  spinStake: string;
  wagerMultiplier: string;
};

type Texts = Record<(typeof LOCALES)[number], string>;

export type TermsValues = {
  titles: Texts;
  descriptions: Texts;
  image: string;
  scoring: string;
  entryType: 'auto' | 'join' | 'buy-in';
  buyIn: string;
  minStake: string;
  maxStake: string;
  gameCollections: string;
  prizes: PrizeValues[];
};

type Terms = BackofficeTournament['terms'];

const filled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The contract's terms of the inputs; the base currency names the buy-in and the spins' stake. */
export function termsOf(values: TermsValues, baseCurrency: string) {
  return {
    titles: filled(values.titles),
    descriptions: filled(values.descriptions),
    image: orNull(values.image),
    scoring: Number(values.scoring) as 1 | 2 | 3,
    entryType: values.entryType,
    buyIn:
      values.entryType === 'buy-in' && values.buyIn.trim() ? { [baseCurrency]: values.buyIn.trim() } : {},
    minStake: orNull(values.minStake),
    maxStake: orNull(values.maxStake),
    gameCollections: values.gameCollections
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
    prizes: values.prizes.map((prize, index) => ({
      place: index + 1,
      type: prize.type,
      amount: prize.amount.trim(),
      titles: (prize.title.trim() ? { en: prize.title.trim() } : {}) as Record<string, string>,
      gameSlug: prize.type === 'freespins' ? orNull(prize.gameSlug) : null,
      spinStakes:
        prize.type === 'freespins' && prize.spinStake.trim()
          ? { [baseCurrency]: prize.spinStake.trim() }
          : {},
      wagerMultiplier:
        prize.type === 'bonus' && prize.wagerMultiplier.trim() ? Number(prize.wagerMultiplier) : null,
    })),
  };
}

const FORM_PATHS: Record<string, string> = {
  'titles.en': 'titles.en',
  titles: 'titles.en',
  descriptions: 'descriptions.en',
  buyIn: 'buyIn',
};

/** A terms field's path on the form: the places the contract's issues land on. */
export function termsPathOf(field: string): string {
  if (FORM_PATHS[field]) return FORM_PATHS[field];
  const prize = /^prizes\.(\d+)\.(\w+)/.exec(field);
  if (prize) {
    const name = { titles: 'title', spinStakes: 'spinStake' }[prize[2]!] ?? prize[2]!;
    return `prizes.${prize[1]}.${name}`;
  }
  if (field.startsWith('buyIn.')) return 'buyIn';
  if (field.startsWith('gameCollections')) return 'gameCollections';
  return field;
}

/** The inputs that can carry an error, for the server's 422 answers. */
export const termsFieldNames = (values: TermsValues) => [
  'titles.en',
  'descriptions.en',
  'image',
  'scoring',
  'entryType',
  'buyIn',
  'minStake',
  'maxStake',
  'gameCollections',
  ...values.prizes.flatMap((_, index) =>
    ['type', 'amount', 'title', 'gameSlug', 'spinStake', 'wagerMultiplier'].map(
      (name) => `prizes.${index}.${name}`,
    ),
  ),
];

export const emptyPrize = (type: PrizeValues['type'] = 'money'): PrizeValues => ({
  type,
  amount: '',
  title: '',
  gameSlug: '',
  spinStake: '',
  wagerMultiplier: type === 'bonus' ? '10' : '',
});

/** The inputs of stored terms (empty ones for a new tournament or series). */
export function termsValuesOf(terms: Terms | null, baseCurrency: string): TermsValues {
  const texts = (values: Record<string, string> | undefined) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, values?.[locale] ?? ''])) as Texts;
  if (!terms)
    return {
      titles: texts(undefined),
      descriptions: texts(undefined),
      image: '',
      scoring: '1',
      entryType: 'join',
      buyIn: '',
      minStake: '',
      maxStake: '',
      gameCollections: '',
      prizes: [emptyPrize()],
    };
  return {
    titles: texts(terms.titles),
    descriptions: texts(terms.descriptions),
    image: terms.image ?? '',
    scoring: String(terms.scoring),
    entryType: terms.entryType,
    buyIn: terms.buyIn[baseCurrency] ?? Object.values(terms.buyIn)[0] ?? '',
    minStake: terms.minStake ?? '',
    maxStake: terms.maxStake ?? '',
    gameCollections: terms.gameCollections.join(', '),
    prizes: terms.prizes.map((prize) => ({
      type: prize.type,
      amount: prize.amount,
      title: prize.titles.en ?? '',
      gameSlug: prize.gameSlug ?? '',
      spinStake: prize.spinStakes[baseCurrency] ?? '',
      wagerMultiplier: prize.wagerMultiplier === null ? '' : String(prize.wagerMultiplier),
    })),
  };
}

function prizeAmountLabel(type: PrizeValues['type'], baseCurrency: string) {
  if (type === 'points') return 'Points';
  if (type === 'freespins') return 'Spins';
  return `Amount (${baseCurrency})`;
}

type TermsFieldsProps = {
  /**
   * The form of a tournament or a series: both hold the terms' inputs at their top level, so the
   * form is read here as one of terms alone.
   */
  form: UseFormReturn<TermsValues>;
  values: TermsValues;
  error: (path: string) => string | undefined;
  baseCurrency: string;
  /** A live tournament's scoring, entry and buy-in are shown but not changed (the server says 409). */
  locked?: boolean;
  /** The data-testid prefix: 'tournament' or 'series'. */
  testIdPrefix: string;
};

/** The inputs of a tournament's terms: texts, scoring, entry, stake and game rules, prizes per place. */
export function TermsFields({ form, values, error, baseCurrency, locked, testIdPrefix }: TermsFieldsProps) {
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <>
      {LOCALES.map((locale) => (
        <TextField
          key={`title-${locale}`}
          label={`Title (${locale})${locale === 'en' ? '' : ', optional'}`}
          data-testid={id(`title-${locale}`)}
          error={error(`titles.${locale}`)}
          {...form.register(`titles.${locale}`)}
        />
      ))}
      <TextAreaField
        label="Description (en)"
        data-testid={id('description-en')}
        error={error('descriptions.en')}
        {...form.register('descriptions.en')}
      />
      <TextField label="Image address, optional" error={error('image')} {...form.register('image')} />
      <div className="form-row">
        <SelectField
          label="Scoring"
          disabled={locked}
          data-testid={id('scoring')}
          error={error('scoring')}
          {...form.register('scoring')}
        >
          {Object.entries(SCORING_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Entry"
          disabled={locked}
          data-testid={id('entry-type')}
          error={error('entryType')}
          {...form.register('entryType')}
        >
          {Object.entries(ENTRY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {values.entryType === 'buy-in' ? (
        <TextField
          label={`Buy-in (${baseCurrency})`}
          inputMode="decimal"
          readOnly={locked}
          data-testid={id('buy-in')}
          error={error('buyIn')}
          {...form.register('buyIn')}
        />
      ) : null}
      <div className="form-row">
        <TextField
          label={`Smallest stake that counts (${baseCurrency}), optional`}
          inputMode="decimal"
          data-testid={id('min-stake')}
          error={error('minStake')}
          {...form.register('minStake')}
        />
        <TextField
          label={`Largest stake that counts (${baseCurrency}), optional`}
          inputMode="decimal"
          error={error('maxStake')}
          {...form.register('maxStake')}
        />
      </div>
      <TextField
        label="Game collections that count, optional"
        hint="Collection identities, separated by commas; empty: every game"
        error={error('gameCollections')}
        {...form.register('gameCollections')}
      />
      <fieldset className="tournament-editor__prizes">
        <legend>Prizes per place</legend>
        {prizes.fields.map((field, index) => (
          <div key={field.id} className="prize-row" data-testid={id(`prize-${index + 1}`)}>
            <strong className="prize-row__place">#{index + 1}</strong>
            <SelectField
              label="Prize"
              error={error(`prizes.${index}.type`)}
              {...form.register(`prizes.${index}.type`)}
            >
              {TOURNAMENT_PRIZE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PRIZE_LABELS[kind]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={prizeAmountLabel(values.prizes[index]?.type ?? 'money', baseCurrency)}
              inputMode="decimal"
              data-testid={id(`prize-${index + 1}-amount`)}
              error={error(`prizes.${index}.amount`)}
              {...form.register(`prizes.${index}.amount`)}
            />
            <TextField
              label="Shown as"
              hint="e.g. €50 cash"
              data-testid={id(`prize-${index + 1}-title`)}
              error={error(`prizes.${index}.title`)}
              {...form.register(`prizes.${index}.title`)}
            />
            {values.prizes[index]?.type === 'freespins' ? (
              <>
                <TextField
                  label="Game"
                  error={error(`prizes.${index}.gameSlug`)}
                  {...form.register(`prizes.${index}.gameSlug`)}
                />
                <TextField
                  label={`Stake per spin (${baseCurrency})`}
                  inputMode="decimal"
                  error={error(`prizes.${index}.spinStake`)}
                  {...form.register(`prizes.${index}.spinStake`)}
                />
              </>
            ) : null}
            {values.prizes[index]?.type === 'bonus' ? (
              <TextField
                label="Wagering (× the bonus)"
                inputMode="numeric"
                error={error(`prizes.${index}.wagerMultiplier`)}
                {...form.register(`prizes.${index}.wagerMultiplier`)}
              />
            ) : null}
            <button
              type="button"
              className="button button--small"
              disabled={prizes.fields.length === 1}
              onClick={() => prizes.remove(index)}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--small"
          data-testid={id('add-prize')}
          onClick={() => prizes.append(emptyPrize())}
        >
          Add a place
        </button>
      </fieldset>
    </>
  );
}
