import {
  type BackofficeWheel,
  type CreateWheel,
  type Currency,
  backofficeWheelRoutes as calls,
  createWheelSchema,
  type Locale,
  type SectorPrize,
  WHEEL_MAX_SECTORS,
  WHEEL_PRIZE_TYPES,
} from '@casino/contracts';
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
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useCan } from '../../session/permissions.ts';
import { UnitsInput } from '../promotions/bonus-form.tsx';
import { PROMOTIONS_QUERY_KEY } from '../promotions/labels.tsx';
import { chancesOf, WheelPreview } from './wheel-preview.tsx';

export const WHEELS_QUERY_KEY = [...PROMOTIONS_QUERY_KEY, 'wheels'] as const;

type Values = CreateWheel;
type SectorValues = Values['sectors'][number];

export const PRIZE_LABELS: Record<SectorPrize['type'], string> = {
  points: 'Loyalty points',
  freespins: 'Free spins',
  bonus: 'Bonus money',
  money: 'Cash',
  nothing: 'Nothing',
};

/** A new sector's prize of each type, with the fields the type needs. */
const PRIZE_DEFAULTS: Record<SectorPrize['type'], SectorPrize> = {
  points: { type: 'points', points: 10 },
  freespins: { type: 'freespins', count: 5, gameSlug: 'slot-wild-twenty', betAmounts: {} },
  bonus: { type: 'bonus', amounts: {}, wagerMultiplier: 20 },
  money: { type: 'money', amounts: {} },
  nothing: { type: 'nothing' },
};

const blankSector = (): SectorValues => ({ titles: { en: '' }, weight: 1, prize: PRIZE_DEFAULTS.points });

const blank = (): Values => ({
  identity: '',
  titles: { en: '' },
  descriptions: { en: '' },
  dailySpin: true,
  depositSpin: false,
  minDeposits: {},
  spinValidHours: 24,
  publishDropRates: true,
  sectors: [blankSector(), blankSector()],
});

const valuesOf = (wheel: BackofficeWheel): Values => ({
  identity: wheel.identity,
  titles: { en: '', ...wheel.titles },
  descriptions: { en: '', ...wheel.descriptions },
  dailySpin: wheel.dailySpin,
  depositSpin: wheel.depositSpin,
  minDeposits: wheel.minDeposits,
  spinValidHours: wheel.spinValidHours,
  publishDropRates: wheel.publishDropRates,
  sectors: wheel.sectors.map(({ titles, weight, prize }) => ({
    titles: { en: '', ...titles },
    weight,
    prize,
  })),
});

const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** Every path a 422 may name, so the server's words land on their fields. */
function fieldPaths(currencies: readonly Currency[], locales: readonly Locale[], sectors: number) {
  const perLocale = (path: string) => [path, ...locales.map((locale) => `${path}.${locale.code}`)];
  const perCurrency = (path: string) => [path, ...currencies.map((currency) => `${path}.${currency.code}`)];
  return [
    'identity',
    ...perLocale('titles'),
    ...perLocale('descriptions'),
    'dailySpin',
    'spinValidHours',
    ...perCurrency('minDeposits'),
    'sectors',
    ...Array.from({ length: sectors }, (_, index) => {
      const at = `sectors.${index}`;
      return [
        ...perLocale(`${at}.titles`),
        `${at}.weight`,
        `${at}.prize.points`,
        `${at}.prize.count`,
        `${at}.prize.gameSlug`,
        `${at}.prize.wagerMultiplier`,
        ...perCurrency(`${at}.prize.amounts`),
        ...perCurrency(`${at}.prize.betAmounts`),
      ];
    }).flat(),
  ] as never[];
}

/** An error message at a dotted path of the form's errors. */
function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

/** A text per locale: English always, the others optional (an emptied one is left out). */
function LocaleTexts({
  control,
  name,
  label,
  locales,
  errors,
  testId,
}: {
  control: Control<Values>;
  name: 'titles' | 'descriptions' | `sectors.${number}.titles`;
  label: string;
  locales: readonly Locale[];
  errors: FieldErrors<Values>;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const texts = (field.value ?? {}) as Record<string, string>;
        return (
          <div className="form-row">
            {locales.map((locale) => (
              <TextField
                key={locale.code}
                label={`${label} (${locale.code})`}
                value={texts[locale.code] ?? ''}
                error={
                  errorAt(errors, `${name}.${locale.code}`) ??
                  (locale.code === 'en' ? errorAt(errors, name) : undefined)
                }
                data-testid={`${testId}-${locale.code}`}
                onChange={(event) => {
                  const next = { ...texts, [locale.code]: event.target.value };
                  if (locale.code !== 'en' && event.target.value === '') delete next[locale.code];
                  field.onChange(next);
                }}
              />
            ))}
          </div>
        );
      }}
    />
  );
}

/** Minor units per currency typed in units; empty: the base currency's amount converted. */
function AmountsRow({
  control,
  name,
  label,
  currencies,
  errors,
  testId,
}: {
  control: Control<Values>;
  name: 'minDeposits' | `sectors.${number}.prize.amounts` | `sectors.${number}.prize.betAmounts`;
  label: string;
  currencies: readonly Currency[];
  errors: FieldErrors<Values>;
  testId: string;
}) {
  return (
    <fieldset className="wheel-amounts">
      <legend>
        {label}
        {errorAt(errors, name) ? <span className="field__error"> {errorAt(errors, name)}</span> : null}
      </legend>
      <Controller
        control={control}
        name={name as 'minDeposits'}
        render={({ field }) => (
          <div className="wheel-amounts__row">
            {currencies.map((currency) => (
              <div key={currency.code} className="wheel-amounts__cell">
                <span aria-hidden="true">{currency.code}</span>
                <UnitsInput
                  value={(field.value as Record<string, string> | undefined)?.[currency.code]}
                  onChange={(minor) => {
                    const next = { ...((field.value as Record<string, string> | undefined) ?? {}) };
                    if (minor === undefined) delete next[currency.code];
                    else next[currency.code] = minor;
                    field.onChange(next);
                  }}
                  unit={currency.subunitToUnit}
                  label={`${label} in ${currency.code}`}
                  testId={`${testId}-${currency.code}`}
                  invalid={Boolean(errorAt(errors, `${name}.${currency.code}`))}
                />
                {errorAt(errors, `${name}.${currency.code}`) ? (
                  <span className="field__error">{errorAt(errors, `${name}.${currency.code}`)}</span>
                ) : null}
              </div>
            ))}
          </div>
        )}
      />
    </fieldset>
  );
}

function SectorRow({
  index,
  control,
  errors,
  locales,
  currencies,
  chance,
  onRemove,
  canRemove,
  register,
}: {
  index: number;
  control: Control<Values>;
  errors: FieldErrors<Values>;
  locales: readonly Locale[];
  currencies: readonly Currency[];
  chance: number;
  onRemove: () => void;
  canRemove: boolean;
  register: ReturnType<typeof useForm<Values>>['register'];
}) {
  const prize = useWatch({ control, name: `sectors.${index}.prize` }) as SectorPrize | undefined;
  const at = `sectors.${index}` as const;
  return (
    <li className="sector-row" data-testid={`wheel-sector-${index}`}>
      <div className="sector-row__head">
        <span className="sector-row__position">{index + 1}</span>
        <TextField
          label="Weight"
          type="number"
          min={1}
          step={1}
          error={errorAt(errors, `${at}.weight`)}
          data-testid={`wheel-sector-weight-${index}`}
          {...register(`${at}.weight`, { setValueAs: optionalNumber })}
        />
        <p className="sector-row__chance">
          Chance <strong data-testid={`wheel-sector-chance-${index}`}>{chance}%</strong>
        </p>
        <Controller
          control={control}
          name={`${at}.prize`}
          render={({ field }) => (
            <SelectField
              label="Prize"
              value={(field.value as SectorPrize | undefined)?.type ?? 'nothing'}
              data-testid={`wheel-sector-prize-${index}`}
              onChange={(event) => field.onChange(PRIZE_DEFAULTS[event.target.value as SectorPrize['type']])}
            >
              {WHEEL_PRIZE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PRIZE_LABELS[type]}
                </option>
              ))}
            </SelectField>
          )}
        />
        {prize?.type === 'points' ? (
          <TextField
            label="Points"
            type="number"
            error={errorAt(errors, `${at}.prize.points`)}
            data-testid={`wheel-sector-points-${index}`}
            {...register(`${at}.prize.points` as never, { setValueAs: optionalNumber })}
          />
        ) : null}
        {prize?.type === 'freespins' ? (
          <>
            <TextField
              label="Spins"
              type="number"
              error={errorAt(errors, `${at}.prize.count`)}
              data-testid={`wheel-sector-spins-${index}`}
              {...register(`${at}.prize.count` as never, { setValueAs: optionalNumber })}
            />
            <TextField
              label="Game"
              error={errorAt(errors, `${at}.prize.gameSlug`)}
              data-testid={`wheel-sector-game-${index}`}
              {...register(`${at}.prize.gameSlug` as never)}
            />
          </>
        ) : null}
        {prize?.type === 'bonus' ? (
          <TextField
            label="Wagering (times)"
            type="number"
            error={errorAt(errors, `${at}.prize.wagerMultiplier`)}
            data-testid={`wheel-sector-wager-${index}`}
            {...register(`${at}.prize.wagerMultiplier` as never, { setValueAs: optionalNumber })}
          />
        ) : null}
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={onRemove}
          disabled={!canRemove}
          data-testid={`wheel-sector-remove-${index}`}
        >
          Remove
        </button>
      </div>
      <LocaleTexts
        control={control}
        name={`${at}.titles`}
        label="Title"
        locales={locales}
        errors={errors}
        testId={`wheel-sector-title-${index}`}
      />
      {prize?.type === 'money' || prize?.type === 'bonus' ? (
        <AmountsRow
          control={control}
          name={`${at}.prize.amounts`}
          label="Amount (empty: the base currency's, converted)"
          currencies={currencies}
          errors={errors}
          testId={`wheel-sector-amount-${index}`}
        />
      ) : null}
      {prize?.type === 'freespins' ? (
        <AmountsRow
          control={control}
          name={`${at}.prize.betAmounts`}
          label="Bet per spin (empty: the base currency's, converted)"
          currencies={currencies}
          errors={errors}
          testId={`wheel-sector-bet-${index}`}
        />
      ) : null}
    </li>
  );
}

/** The editor of one wheel: create (draft) or change; the preview follows every keystroke. */
export function WheelForm({
  wheel,
  currencies,
  locales,
}: {
  wheel?: BackofficeWheel;
  currencies: readonly Currency[];
  locales: readonly Locale[];
}) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: contractResolver(createWheelSchema) as never,
    defaultValues: wheel ? valuesOf(wheel) : blank(),
  });
  const sectors = useFieldArray({ control: form.control, name: 'sectors' });
  const create = useAuditedChange(calls.createWheel, [PROMOTIONS_QUERY_KEY]);
  const update = useAuditedChange(calls.updateWheel, [PROMOTIONS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState('');
  const [previewCurrency, setPreviewCurrency] = useState('');
  const watched = useWatch({ control: form.control }) as Values;
  const { errors } = form.formState;
  const mayWrite = useCan('bonuses.write');
  const readOnly = wheel?.state === 'ended' || !mayWrite;
  const chances = chancesOf(watched.sectors ?? []);
  const currency =
    previewCurrency || currencies.find((item) => item.isBase)?.code || currencies[0]?.code || 'EUR';
  const unit = currencies.find((item) => item.code === currency)?.subunitToUnit ?? 100;

  const onError = (error: unknown) =>
    setAlert(applyServerErrors(error, form.setError, fieldPaths(currencies, locales, sectors.fields.length)));
  const submit = form.handleSubmit((values) => {
    setAlert('');
    setSaved('');
    if (!wheel) {
      create.mutate(
        { input: { body: values } },
        { onSuccess: (answer) => navigate(`/wheels/${answer.data.id}`), onError },
      );
      return;
    }
    const { identity: _identity, ...body } = values;
    update.mutate(
      { input: { params: { id: wheel.id }, body } },
      {
        onSuccess: () => setSaved('Saved. Spins already issued keep the sectors they were issued with.'),
        onError,
      },
    );
  });

  return (
    <div className="wheel-editor">
      <form noValidate onSubmit={submit} className="bonus-form" data-testid="wheel-form">
        <fieldset disabled={readOnly} className="form-section">
          <legend>The wheel</legend>
          <TextField
            label="Identity"
            hint="Lower case letters, digits and dashes; it cannot change later."
            readOnly={Boolean(wheel)}
            error={errors.identity?.message}
            data-testid="wheel-identity"
            {...form.register('identity')}
          />
          <LocaleTexts
            control={form.control}
            name="titles"
            label="Title"
            locales={locales}
            errors={errors}
            testId="wheel-title"
          />
          <LocaleTexts
            control={form.control}
            name="descriptions"
            label="Description"
            locales={locales}
            errors={errors}
            testId="wheel-description"
          />
        </fieldset>

        <fieldset disabled={readOnly} className="form-section">
          <legend>Spins</legend>
          <div className="form-row">
            <label className="checkbox">
              <input type="checkbox" data-testid="wheel-daily-spin" {...form.register('dailySpin')} /> A spin
              every day (UTC)
            </label>
            <label className="checkbox">
              <input type="checkbox" data-testid="wheel-deposit-spin" {...form.register('depositSpin')} /> A
              spin per deposit
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                data-testid="wheel-publish-drop-rates"
                {...form.register('publishDropRates')}
              />{' '}
              Show the chances on the site
            </label>
          </div>
          {errors.dailySpin?.message ? <p className="field__error">Choose how spins are earned.</p> : null}
          <TextField
            label="A spin can be played for (hours)"
            type="number"
            error={errors.spinValidHours?.message}
            data-testid="wheel-spin-valid-hours"
            {...form.register('spinValidHours', { setValueAs: optionalNumber })}
          />
          {watched.depositSpin ? (
            <AmountsRow
              control={form.control}
              name="minDeposits"
              label="Smallest deposit that earns a spin (empty: the base currency's, converted)"
              currencies={currencies}
              errors={errors}
              testId="wheel-min-deposit"
            />
          ) : null}
        </fieldset>

        <fieldset disabled={readOnly} className="form-section">
          <legend>
            Sectors
            {errors.sectors?.message ? <span className="field__error"> {errors.sectors.message}</span> : null}
          </legend>
          <p className="muted">
            A sector is drawn with the chance of its weight in the total weight (whole numbers, at least 1).
            {wheel && wheel.openSpins > 0
              ? ` ${wheel.openSpins} spins issued and not yet played keep the sectors they were issued with.`
              : ''}
          </p>
          <ol className="sector-rows">
            {sectors.fields.map((row, index) => (
              <SectorRow
                key={row.id}
                index={index}
                control={form.control}
                errors={errors}
                locales={locales}
                currencies={currencies}
                chance={chances[index] ?? 0}
                onRemove={() => sectors.remove(index)}
                canRemove={sectors.fields.length > 1}
                register={form.register}
              />
            ))}
          </ol>
          <button
            type="button"
            className="button button--small"
            disabled={sectors.fields.length >= WHEEL_MAX_SECTORS}
            onClick={() => sectors.append(blankSector())}
            data-testid="wheel-sector-add"
          >
            Add a sector
          </button>
        </fieldset>

        <FormAlert>{alert}</FormAlert>
        <FormAlert tone="info">{saved}</FormAlert>
        {readOnly ? (
          <p className="muted">
            {mayWrite ? 'An ended wheel is history: it is read, never changed.' : 'You may read this wheel.'}
          </p>
        ) : (
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending || update.isPending}
            data-testid="wheel-save"
          >
            {wheel ? 'Save changes' : 'Create draft'}
          </button>
        )}
      </form>
      <aside className="bonus-preview" aria-label="Preview on the site">
        <div className="bonus-preview__head">
          <h2 className="card__title">As the player sees it</h2>
          <SelectField
            label="Currency"
            value={currency}
            onChange={(event) => setPreviewCurrency(event.target.value)}
            data-testid="wheel-preview-currency"
          >
            {currencies.map((item) => (
              <option key={item.code} value={item.code}>
                {item.code}
              </option>
            ))}
          </SelectField>
        </div>
        <WheelPreview
          title={watched.titles?.en ?? ''}
          description={watched.descriptions?.en ?? ''}
          sectors={watched.sectors ?? []}
          currency={currency}
          unit={unit}
          publishDropRates={watched.publishDropRates !== false}
        />
      </aside>
    </div>
  );
}
