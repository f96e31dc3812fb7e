import {
  type BackofficeTournament,
  backofficeTournamentRoutes as calls,
  createTournamentRequestSchema,
  TOURNAMENT_PRIZE_KINDS,
  updateTournamentRequestSchema,
  zodIssueToFieldIssue,
} from '@casino/contracts';
import { useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { contractResolver, ruleMessage } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TournamentPreview } from './tournament-preview.tsx';

export const TOURNAMENTS_QUERY_KEY = ['backoffice', 'tournaments'] as const;

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
const LOCALES = ['en', 'de', 'pt-br'] as const;

type PrizeValues = {
  type: (typeof TOURNAMENT_PRIZE_KINDS)[number];
  amount: string;
  title: string;
  gameSlug: string;
  spinStake: string;
  wagerMultiplier: string;
};

/** The form's values: flat texts the inputs hold, turned into the contract's body by `bodyOf`. */
export type TournamentFormValues = {
  identity: string;
  startsAt: string;
  endsAt: string;
  titles: Record<(typeof LOCALES)[number], string>;
  descriptions: Record<(typeof LOCALES)[number], string>;
  image: string;
  scoring: string;
  entryType: 'auto' | 'join' | 'buy-in';
  buyIn: string;
  minStake: string;
  maxStake: string;
  gameCollections: string;
  prizes: PrizeValues[];
};

const filled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const isoOf = (local: string) =>
  local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local;
const localOf = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The request body of the form's values; the base currency names the buy-in and the spins' stake. */
export function bodyOf(values: TournamentFormValues, baseCurrency: string) {
  return {
    identity: values.identity.trim(),
    startsAt: isoOf(values.startsAt),
    endsAt: isoOf(values.endsAt),
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

/** A body field's path on the form: the places the contract's issues land on. */
const FORM_PATHS: Record<string, string> = {
  'titles.en': 'titles.en',
  titles: 'titles.en',
  descriptions: 'descriptions.en',
  buyIn: 'buyIn',
};
export function formPathOf(field: string): string {
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

/** The contract's schema on the form's body, its issues moved to the form's inputs. */
function formSchema(baseCurrency: string, editing: boolean) {
  const contract = editing ? updateTournamentRequestSchema : createTournamentRequestSchema;
  return z.custom<TournamentFormValues>().superRefine((values, ctx) => {
    const { identity, ...rest } = bodyOf(values, baseCurrency);
    const result = contract.safeParse(editing ? rest : { identity, ...rest });
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: ruleMessage(zodIssueToFieldIssue(issue)),
        path: formPathOf(issue.path.join('.')).split('.'),
      });
  });
}

export const emptyPrize = (type: PrizeValues['type'] = 'money'): PrizeValues => ({
  type,
  amount: '',
  title: '',
  gameSlug: '',
  spinStake: '',
  wagerMultiplier: type === 'bonus' ? '10' : '',
});

function defaultsOf(tournament: BackofficeTournament | null, baseCurrency: string): TournamentFormValues {
  const soon = Date.now() + 60 * 60_000;
  const texts = (values: Record<string, string> | undefined) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, values?.[locale] ?? '']),
    ) as TournamentFormValues['titles'];
  if (!tournament)
    return {
      identity: '',
      startsAt: localOf(new Date(soon).toISOString()),
      endsAt: localOf(new Date(soon + 86_400_000).toISOString()),
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
  const { terms } = tournament;
  return {
    identity: tournament.identity,
    startsAt: localOf(tournament.startsAt),
    endsAt: localOf(tournament.endsAt),
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

type TournamentFormProps = {
  tournament: BackofficeTournament | null;
  baseCurrency: string;
  onClose: () => void;
};

/**
 * The tournament editor (issue 31): a new draft or an edit, validated by the contract's schema (the
 * engine's rules) as the staff member types, with the player's card beside it. A live tournament's
 * start, scoring and entry are shown but locked (the server refuses a change with 409).
 */
export function TournamentForm({ tournament, baseCurrency, onClose }: TournamentFormProps) {
  const editing = tournament !== null;
  const locked = tournament?.state === 'live';
  const form = useForm<TournamentFormValues>({
    resolver: contractResolver(formSchema(baseCurrency, editing)) as never,
    defaultValues: defaultsOf(tournament, baseCurrency),
  });
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const values = useWatch({ control: form.control }) as TournamentFormValues;
  const [alert, setAlert] = useState('');
  const create = useAuditedChange(calls.createTournament, [TOURNAMENTS_QUERY_KEY]);
  const update = useAuditedChange(calls.updateTournament, [TOURNAMENTS_QUERY_KEY]);
  const { errors } = form.formState;
  const error = (path: string) =>
    (
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
        | { message?: string }
        | undefined
    )?.message;
  const fieldNames = [
    'identity',
    'startsAt',
    'endsAt',
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
  ] as Path<TournamentFormValues>[];

  const onError = (failure: unknown) => {
    const fields = (failure as { fields?: Record<string, string[]> }).fields;
    if (fields)
      (failure as { fields: Record<string, string[]> }).fields = Object.fromEntries(
        Object.entries(fields).map(([field, messages]) => [formPathOf(field), messages]),
      );
    setAlert(applyServerErrors(failure, form.setError, fieldNames));
  };

  return (
    <div className="tournament-editor">
      <form
        noValidate
        data-testid="tournament-form"
        className="tournament-editor__form"
        onSubmit={form.handleSubmit((submitted) => {
          setAlert('');
          const { identity, ...body } = bodyOf(submitted, baseCurrency);
          if (tournament)
            update.mutate(
              { input: { params: { id: tournament.id }, body } },
              { onSuccess: onClose, onError },
            );
          else create.mutate({ input: { body: { identity, ...body } } }, { onSuccess: onClose, onError });
        })}
      >
        <FormAlert>{alert}</FormAlert>
        <TextField
          label="Identity"
          hint="In the tournament's address: lower-case letters, digits and dashes"
          readOnly={editing}
          data-testid="tournament-identity"
          error={error('identity')}
          {...form.register('identity')}
        />
        <div className="form-row">
          <TextField
            label="Starts"
            type="datetime-local"
            readOnly={locked}
            data-testid="tournament-starts-at"
            error={error('startsAt')}
            {...form.register('startsAt')}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            data-testid="tournament-ends-at"
            error={error('endsAt')}
            {...form.register('endsAt')}
          />
        </div>
        {LOCALES.map((locale) => (
          <TextField
            key={`title-${locale}`}
            label={`Title (${locale})${locale === 'en' ? '' : ', optional'}`}
            data-testid={`tournament-title-${locale}`}
            error={error(`titles.${locale}`)}
            {...form.register(`titles.${locale}`)}
          />
        ))}
        <TextAreaField
          label="Description (en)"
          data-testid="tournament-description-en"
          error={error('descriptions.en')}
          {...form.register('descriptions.en')}
        />
        <TextField label="Image address, optional" error={error('image')} {...form.register('image')} />
        <div className="form-row">
          <SelectField
            label="Scoring"
            disabled={locked}
            data-testid="tournament-scoring"
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
            data-testid="tournament-entry-type"
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
            data-testid="tournament-buy-in"
            error={error('buyIn')}
            {...form.register('buyIn')}
          />
        ) : null}
        <div className="form-row">
          <TextField
            label={`Smallest stake that counts (${baseCurrency}), optional`}
            inputMode="decimal"
            data-testid="tournament-min-stake"
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
            <div key={field.id} className="prize-row" data-testid={`tournament-prize-${index + 1}`}>
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
                data-testid={`tournament-prize-${index + 1}-amount`}
                error={error(`prizes.${index}.amount`)}
                {...form.register(`prizes.${index}.amount`)}
              />
              <TextField
                label="Shown as"
                hint="e.g. €50 cash"
                data-testid={`tournament-prize-${index + 1}-title`}
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
            data-testid="tournament-add-prize"
            onClick={() => prizes.append(emptyPrize())}
          >
            Add a place
          </button>
        </fieldset>
        <div className="dialog__actions">
          <button
            type="submit"
            className="button button--primary"
            data-testid="tournament-save"
            disabled={create.isPending || update.isPending}
          >
            {create.isPending || update.isPending ? 'Saving…' : editing ? 'Save changes' : 'Create draft'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
      <aside className="tournament-editor__preview" aria-label="As players see it">
        <h3>As players see it</h3>
        <TournamentPreview values={values} baseCurrency={baseCurrency} />
      </aside>
    </div>
  );
}

function prizeAmountLabel(type: PrizeValues['type'], baseCurrency: string) {
  if (type === 'points') return 'Points';
  if (type === 'freespins') return 'Spins';
  return `Amount (${baseCurrency})`;
}
