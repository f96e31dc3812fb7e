import {
  type BackofficeBonus,
  BonusType,
  type CreateBonusDefinition,
  type Currency,
  backofficeBonusRoutes as calls,
  createBonusDefinitionSchema,
  EDITABLE_BONUS_TRIGGERS,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { minorToUnits, unitsToMinor } from '../../components/minor-units.ts';
import { useSiteCurrencies } from '../../components/money.tsx';
import { useCan } from '../../session/permissions.ts';
import { BonusPreview } from './bonus-preview.tsx';
import { PROMOTIONS_QUERY_KEY, TRIGGER_LABELS, TYPE_LABELS } from './labels.tsx';

type Values = CreateBonusDefinition;
type AmountKey = 'depositFrom' | 'depositTo' | 'maxAmounts' | 'amounts' | 'maxBets' | 'maxWins';

/** The per-currency columns, and the bonus types that use each. */
const AMOUNT_COLUMNS: { key: AmountKey; label: string; types?: number[] }[] = [
  { key: 'depositFrom', label: 'Min deposit' },
  { key: 'depositTo', label: 'Max deposit' },
  { key: 'maxAmounts', label: 'Max bonus', types: [BonusType.percentage] },
  { key: 'amounts', label: 'Bonus amount', types: [BonusType.cash] },
  { key: 'maxBets', label: 'Max bet' },
  { key: 'maxWins', label: 'Max win' },
];

/** Slots 100 %, instant games 20 %, table games 10 % (the seeded bonuses' weights). */
const DEFAULT_WEIGHTS = [
  { group: 'slots', percent: 100, games: [], providers: [], collections: ['slots'] },
  { group: 'instant', percent: 20, games: ['crash', 'mines', 'plinko'], providers: [], collections: [] },
  { group: 'table', percent: 10, games: ['roulette'], providers: [], collections: [] },
];

const blank = (): Values => ({
  slug: '',
  names: { en: '' },
  type: BonusType.percentage,
  trigger: 'deposit',
  packageId: null,
  packagePriority: null,
  terms: {
    percent: 100,
    depositFrom: {},
    depositTo: {},
    maxAmounts: {},
    amounts: {},
    maxBets: {},
    maxWins: {},
    wagerMultiplier: 30,
    wagerDays: 7,
    activationDays: 30,
    weights: DEFAULT_WEIGHTS,
    restrictedGames: [],
  },
});

const valuesOf = (bonus: BackofficeBonus): Values => ({
  slug: bonus.slug,
  names: { en: bonus.names.en ?? '', ...bonus.names },
  type: bonus.type as Values['type'],
  trigger: bonus.trigger as Values['trigger'],
  packageId: bonus.packageId,
  packagePriority: bonus.packagePriority,
  terms: bonus.terms,
});

const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** Every field path a 422 may name, so the server's messages land on their fields. */
function fieldPaths(currencies: readonly Currency[]) {
  const perCurrency = [...AMOUNT_COLUMNS.map((column) => column.key), 'freespins.betAmounts'];
  return [
    'slug',
    'names.en',
    'type',
    'trigger',
    'packageId',
    'packagePriority',
    ...[
      'percent',
      'wagerMultiplier',
      'wagerDays',
      'activationDays',
      'freespins',
      'freespins.gameSlug',
      'freespins.count',
      'freespins.validDays',
      'cashback',
      ...perCurrency,
      ...perCurrency.flatMap((key) => currencies.map((currency) => `${key}.${currency.code}`)),
    ].map((path) => `terms.${path}`),
  ] as never[];
}

/** The editor of one bonus definition: create (draft) or change; the preview follows every keystroke. */
export function BonusForm({ bonus }: { bonus?: BackofficeBonus }) {
  const api = useApi();
  const navigate = useNavigate();
  const currencies = useSiteCurrencies().data?.data ?? [];
  const packages = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'packages'],
    queryFn: () => api.call(calls.listBonusPackages, {}),
  });
  const form = useForm<Values>({
    resolver: contractResolver(createBonusDefinitionSchema) as never,
    defaultValues: bonus ? valuesOf(bonus) : blank(),
  });
  const create = useAuditedChange(calls.createBonus, [PROMOTIONS_QUERY_KEY]);
  const update = useAuditedChange(calls.updateBonus, [PROMOTIONS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState('');
  const type = useWatch({ control: form.control, name: 'type' });
  const trigger = useWatch({ control: form.control, name: 'trigger' });
  const watched = useWatch({ control: form.control }) as Values;
  const { errors } = form.formState;
  const mayWrite = useCan('bonuses.write');
  const readOnly = bonus?.state === 'ended' || !mayWrite;

  const onError = (error: unknown) =>
    setAlert(applyServerErrors(error, form.setError, fieldPaths(currencies)));
  const submit = form.handleSubmit((values) => {
    setAlert('');
    setSaved('');
    if (!bonus) {
      create.mutate(
        { input: { body: values } },
        { onSuccess: (answer) => navigate(`/promotions/bonuses/${answer.data.id}`), onError },
      );
      return;
    }
    const { slug: _slug, ...body } = values;
    update.mutate(
      { input: { params: { id: bonus.id }, body } },
      { onSuccess: () => setSaved('Saved. Players who already received it keep their terms.'), onError },
    );
  });

  return (
    <div className="bonus-editor">
      <form noValidate onSubmit={submit} className="bonus-form" data-testid="bonus-form">
        <fieldset disabled={readOnly} className="form-section">
          <legend>The bonus</legend>
          <TextField
            label="Slug"
            hint="Lower case letters, digits and dashes; it cannot change later."
            readOnly={Boolean(bonus)}
            error={errors.slug?.message}
            data-testid="bonus-slug"
            {...form.register('slug')}
          />
          <TextField
            label="Name (English)"
            error={errors.names?.en?.message}
            data-testid="bonus-name-en"
            {...form.register('names.en')}
          />
          <div className="form-row">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <SelectField
                  label="Type"
                  data-testid="bonus-type"
                  value={String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                >
                  {Object.entries(TYPE_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </SelectField>
              )}
            />
            <SelectField label="Given" data-testid="bonus-trigger" {...form.register('trigger')}>
              {EDITABLE_BONUS_TRIGGERS.map((value) => (
                <option key={value} value={value}>
                  {TRIGGER_LABELS[value]}
                </option>
              ))}
            </SelectField>
          </div>
          {trigger === 'deposit' ? (
            <div className="form-row">
              <SelectField
                label="Welcome package"
                error={errors.packageId?.message}
                data-testid="bonus-package"
                {...form.register('packageId', { setValueAs: (value) => value || null })}
              >
                <option value="">None</option>
                {(packages.data?.data ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.names.en ?? item.slug}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Package step"
                type="number"
                hint="1: the first deposit."
                error={errors.packagePriority?.message}
                {...form.register('packagePriority', {
                  setValueAs: (value) => optionalNumber(value) ?? null,
                })}
              />
            </div>
          ) : null}
        </fieldset>

        <fieldset disabled={readOnly} className="form-section">
          <legend>Value and wagering</legend>
          <div className="form-row">
            {type === BonusType.percentage ? (
              <TextField
                label="Percent of the deposit"
                type="number"
                error={errors.terms?.percent?.message}
                data-testid="bonus-percent"
                {...form.register('terms.percent', { setValueAs: optionalNumber })}
              />
            ) : null}
            <TextField
              label="Wagering (times the bonus)"
              type="number"
              error={errors.terms?.wagerMultiplier?.message}
              data-testid="bonus-wager-multiplier"
              {...form.register('terms.wagerMultiplier', { setValueAs: optionalNumber })}
            />
            <TextField
              label="Days to wager"
              type="number"
              error={errors.terms?.wagerDays?.message}
              data-testid="bonus-wager-days"
              {...form.register('terms.wagerDays', { setValueAs: optionalNumber })}
            />
            <TextField
              label="Days to activate"
              type="number"
              error={errors.terms?.activationDays?.message}
              {...form.register('terms.activationDays', { setValueAs: optionalNumber })}
            />
          </div>
          {type === BonusType.freeSpins ? <FreeSpinFields control={form.control} errors={errors} /> : null}
          {trigger === 'cashback' ? (
            <TextField
              label="Cashback percent of the week's net loss"
              type="number"
              error={errors.terms?.cashback?.message ?? errors.terms?.cashback?.percent?.message}
              {...form.register('terms.cashback.percent', { setValueAs: optionalNumber })}
            />
          ) : null}
          <AmountsTable control={form.control} currencies={currencies} errors={errors} type={type} />
          <WeightsFields control={form.control} />
        </fieldset>

        <FormAlert>{alert}</FormAlert>
        <FormAlert tone="info">{saved}</FormAlert>
        {readOnly ? (
          <p className="muted">
            {mayWrite ? 'An ended bonus is history: it is read, never changed.' : 'You may read this bonus.'}
          </p>
        ) : (
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending || update.isPending}
            data-testid="bonus-save"
          >
            {bonus ? 'Save changes' : 'Create draft'}
          </button>
        )}
      </form>
      <BonusPreview
        bonus={{ name: watched.names?.en ?? '', type: Number(watched.type), terms: watched.terms ?? {} }}
      />
    </div>
  );
}

/** One currency's amount in units, stored as minor units; its text is kept while staff type. */
export function UnitsInput({
  value,
  onChange,
  unit,
  label,
  testId,
  invalid,
}: {
  value: string | undefined;
  onChange: (minor: string | undefined) => void;
  unit: number;
  label: string;
  testId: string;
  invalid: boolean;
}) {
  const [text, setText] = useState(() => minorToUnits(value, unit));
  return (
    <input
      className="input input--amount"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() === '' ? undefined : unitsToMinor(event.target.value, unit));
      }}
    />
  );
}

function perCurrencyError(errors: FieldErrors<Values>, key: string, currency?: string) {
  const field = (errors.terms as Record<string, unknown> | undefined)?.[key] as
    | ({ message?: string } & Record<string, { message?: string }>)
    | undefined;
  return currency ? field?.[currency]?.message : field?.message;
}

function AmountsTable({
  control,
  currencies,
  errors,
  type,
}: {
  control: Control<Values>;
  currencies: readonly Currency[];
  errors: FieldErrors<Values>;
  type: number;
}) {
  const columns = AMOUNT_COLUMNS.filter((column) => !column.types || column.types.includes(type));
  const spins = type === BonusType.freeSpins;
  return (
    <div className="amounts-table">
      <table className="table" data-testid="bonus-amounts">
        <caption>Amounts per currency (empty: not offered in it, or no limit)</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
                {perCurrencyError(errors, column.key) ? (
                  <span className="field__error"> {perCurrencyError(errors, column.key)}</span>
                ) : null}
              </th>
            ))}
            {spins ? <th scope="col">Bet per spin</th> : null}
          </tr>
        </thead>
        <tbody>
          {currencies.map((currency) => (
            <tr key={currency.code}>
              <th scope="row">{currency.code}</th>
              {columns.map((column) => (
                <td key={column.key}>
                  <Controller
                    control={control}
                    name={`terms.${column.key}`}
                    render={({ field }) => (
                      <UnitsInput
                        value={(field.value as Record<string, string> | undefined)?.[currency.code]}
                        onChange={(minor) => field.onChange(withAmount(field.value, currency.code, minor))}
                        unit={currency.subunitToUnit}
                        label={`${column.label} in ${currency.code}`}
                        testId={`bonus-${column.key}-${currency.code}`}
                        invalid={Boolean(perCurrencyError(errors, column.key, currency.code))}
                      />
                    )}
                  />
                  {perCurrencyError(errors, column.key, currency.code) ? (
                    <span className="field__error">
                      {perCurrencyError(errors, column.key, currency.code)}
                    </span>
                  ) : null}
                </td>
              ))}
              {spins ? (
                <td>
                  <Controller
                    control={control}
                    name="terms.freespins.betAmounts"
                    render={({ field }) => (
                      <UnitsInput
                        value={(field.value as Record<string, string> | undefined)?.[currency.code]}
                        onChange={(minor) => field.onChange(withAmount(field.value, currency.code, minor))}
                        unit={currency.subunitToUnit}
                        label={`Bet per spin in ${currency.code}`}
                        testId={`bonus-spin-bet-${currency.code}`}
                        invalid={false}
                      />
                    )}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function withAmount(record: unknown, currency: string, minor: string | undefined) {
  const next = { ...((record as Record<string, string> | undefined) ?? {}) };
  if (minor === undefined) delete next[currency];
  else next[currency] = minor;
  return next;
}

function FreeSpinFields({ control, errors }: { control: Control<Values>; errors: FieldErrors<Values> }) {
  const spinErrors = errors.terms?.freespins;
  return (
    <div className="form-row">
      <Controller
        control={control}
        name="terms.freespins.gameSlug"
        render={({ field }) => (
          <TextField
            label="Free-spin game (slug)"
            error={spinErrors?.message ?? spinErrors?.gameSlug?.message}
            value={field.value ?? ''}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="terms.freespins.count"
        render={({ field }) => (
          <TextField
            label="Spins"
            type="number"
            error={spinErrors?.count?.message}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(optionalNumber(event.target.value))}
          />
        )}
      />
      <Controller
        control={control}
        name="terms.freespins.validDays"
        render={({ field }) => (
          <TextField
            label="Days to play them"
            type="number"
            error={spinErrors?.validDays?.message}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(optionalNumber(event.target.value))}
          />
        )}
      />
    </div>
  );
}

const listText = (items: readonly string[] | undefined) => (items ?? []).join(', ');
const textList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** How games count towards wagering: a group per row, the first matching row wins. */
function WeightsFields({ control }: { control: Control<Values> }) {
  const weights = useFieldArray({ control, name: 'terms.weights' });
  return (
    <fieldset className="weights">
      <legend>How games count (the first matching row wins; unlisted games count 0 %)</legend>
      {weights.fields.map((row, index) => (
        <div className="form-row" key={row.id}>
          <Controller
            control={control}
            name={`terms.weights.${index}.group`}
            render={({ field }) => <TextField label="Group" value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name={`terms.weights.${index}.percent`}
            render={({ field }) => (
              <TextField
                label="Counts %"
                type="number"
                value={field.value}
                onChange={(event) => field.onChange(optionalNumber(event.target.value))}
              />
            )}
          />
          <Controller
            control={control}
            name={`terms.weights.${index}.collections`}
            render={({ field }) => (
              <ListInput label="Collections" value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name={`terms.weights.${index}.games`}
            render={({ field }) => <ListInput label="Games" value={field.value} onChange={field.onChange} />}
          />
          <button
            type="button"
            className="button button--small button--quiet"
            onClick={() => weights.remove(index)}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--small"
        onClick={() => weights.append({ group: '', percent: 100, games: [], providers: [], collections: [] })}
      >
        Add a group
      </button>
    </fieldset>
  );
}

function ListInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly string[] | undefined;
  onChange: (items: string[]) => void;
}) {
  const [text, setText] = useState(() => listText(value));
  return (
    <TextField
      label={label}
      hint="Comma-separated slugs."
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(textList(event.target.value));
      }}
    />
  );
}
