import {
  type BackofficeLoyaltyLadder,
  backofficeLoyaltyRoutes as calls,
  type LOYALTY_EARN_GROUPS,
  LOYALTY_MAX_LEVELS,
  LOYALTY_RATE_BP_PER_POINT,
  type LoyaltyEarnRates,
  type LoyaltyLadder,
  loyaltyEarnRatesSchema,
  loyaltyLadderSchema,
  settingsRoutes,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useSiteCurrencies } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';

export const LOYALTY_QUERY_KEY = ['backoffice', 'loyalty'] as const;

const GROUP_LABELS: Record<(typeof LOYALTY_EARN_GROUPS)[number], string> = {
  slots: 'Slots',
  instant: 'Instant games',
  table: 'Table games',
  sportsbook: 'Sportsbook',
};

/** Points per unit as staff type them ("1.25"), the engine's basis points as the wire has them. */
const pointsOf = (rateBp: unknown) => Number(rateBp) / LOYALTY_RATE_BP_PER_POINT;
const rateBpOf = (text: unknown) => {
  const value = Number(text);
  return text === '' || Number.isNaN(value) ? undefined : Math.round(value * LOYALTY_RATE_BP_PER_POINT);
};
const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
const points = (value: number) => new Intl.NumberFormat('en').format(value);

type Row = BackofficeLoyaltyLadder['levels'][number];

function errorAt(errors: FieldErrors<LoyaltyLadder>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

/**
 * /backoffice/loyalty (bonuses.read; bonuses.write to change): the club's ladder as an editable
 * table with the player's level card beside it, and how much each kind of game counts.
 */
export function LoyaltyPage() {
  const api = useApi();
  const ladder = useQuery({
    queryKey: [...LOYALTY_QUERY_KEY, 'levels'],
    queryFn: () => api.call(calls.getLadder, {}),
  });
  const rates = useQuery({
    queryKey: [...LOYALTY_QUERY_KEY, 'earn-rates'],
    queryFn: () => api.call(calls.getEarnRates, {}),
  });
  const locales = useQuery({
    queryKey: ['settings', 'locales'],
    queryFn: () => api.call(settingsRoutes.locales, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const localeCodes = locales.data?.data.map((locale) => locale.code) ?? ['en'];
  return (
    <section className="page">
      <title>Loyalty · Back office</title>
      <PageHeader
        title="Loyalty club"
        description="A level is reached by the points earned in all; a player keeps a level reached when its threshold rises, and keeps every point. New rates apply to points earned from the next round on."
      />
      {ladder.isPending || locales.isPending ? <LoadingState /> : null}
      {ladder.isError ? <ErrorState error={ladder.error} onRetry={() => void ladder.refetch()} /> : null}
      {ladder.data && !locales.isPending ? (
        <LadderForm key={localeCodes.join()} ladder={ladder.data.data} locales={localeCodes} />
      ) : null}
      {rates.data ? <EarnRatesForm rates={rates.data.data} /> : null}
    </section>
  );
}

function LadderForm({ ladder, locales }: { ladder: BackofficeLoyaltyLadder; locales: readonly string[] }) {
  const mayWrite = useCan('bonuses.write');
  const form = useForm<LoyaltyLadder>({
    resolver: contractResolver(loyaltyLadderSchema) as never,
    defaultValues: {
      levels: ladder.levels.map(({ names, pointsRequired, rateBp }) => ({ names, pointsRequired, rateBp })),
    },
  });
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  const watched = (useWatch({ control: form.control, name: 'levels' }) ?? []) as LoyaltyLadder['levels'];
  const save = useAuditedChange(calls.updateLadder, [LOYALTY_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState('');
  const { errors } = form.formState;
  const holdersAt = (index: number): Row | undefined => ladder.levels[index];
  const paths = watched.flatMap((_, index) => [
    `levels.${index}.pointsRequired`,
    `levels.${index}.rateBp`,
    `levels.${index}.names`,
    ...locales.map((code) => `levels.${index}.names.${code}`),
  ]);
  const submit = form.handleSubmit((values) => {
    setAlert('');
    setSaved('');
    save.mutate(
      { input: { body: values } },
      {
        onSuccess: () => setSaved('Saved. Players keep the levels and points they have.'),
        onError: (error) =>
          setAlert(applyServerErrors(error, form.setError, ['levels', ...paths] as never[])),
      },
    );
  });
  return (
    <div className="loyalty-editor">
      <form noValidate onSubmit={submit} className="card" data-testid="loyalty-ladder-form">
        <h2 className="card__title">Levels</h2>
        <fieldset disabled={!mayWrite} className="loyalty-editor__fieldset">
          <div className="amounts-table">
            <table className="table" data-testid="loyalty-ladder">
              <caption>From the first level (0 points) up; each next level needs more points.</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  {locales.map((code) => (
                    <th key={code} scope="col">
                      Name ({code})
                    </th>
                  ))}
                  <th scope="col">Points required</th>
                  <th scope="col">Points per 1 unit on slots</th>
                  <th scope="col">Players</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {levels.fields.map((row, index) => {
                  const holders = holdersAt(index)?.holders ?? 0;
                  const last = index === levels.fields.length - 1;
                  return (
                    <tr key={row.id}>
                      <th scope="row">{index + 1}</th>
                      {locales.map((code) => (
                        <td key={code}>
                          <Controller
                            control={form.control}
                            name={`levels.${index}.names`}
                            render={({ field }) => {
                              const names = (field.value ?? {}) as Record<string, string>;
                              return (
                                <input
                                  className="input"
                                  aria-label={`Level ${index + 1} name (${code})`}
                                  aria-invalid={
                                    Boolean(errorAt(errors, `levels.${index}.names.${code}`)) || undefined
                                  }
                                  data-testid={`loyalty-level-name-${index}-${code}`}
                                  value={names[code] ?? ''}
                                  onChange={(event) => {
                                    const next = { ...names, [code]: event.target.value };
                                    // An emptied translation is left out: the site falls back to English.
                                    if (code !== 'en' && event.target.value === '') delete next[code];
                                    field.onChange(next);
                                  }}
                                />
                              );
                            }}
                          />
                          <CellError
                            message={
                              errorAt(errors, `levels.${index}.names.${code}`) ??
                              (code === 'en' ? errorAt(errors, `levels.${index}.names`) : undefined)
                            }
                          />
                        </td>
                      ))}
                      <td>
                        <input
                          className="input input--amount"
                          type="number"
                          min={0}
                          aria-label={`Level ${index + 1} points required`}
                          aria-invalid={
                            Boolean(errorAt(errors, `levels.${index}.pointsRequired`)) || undefined
                          }
                          readOnly={index === 0}
                          data-testid={`loyalty-level-points-${index}`}
                          {...form.register(`levels.${index}.pointsRequired`, { setValueAs: optionalNumber })}
                        />
                        <CellError message={errorAt(errors, `levels.${index}.pointsRequired`)} />
                      </td>
                      <td>
                        <input
                          className="input input--amount"
                          type="number"
                          step="0.0001"
                          min={0}
                          aria-label={`Level ${index + 1} points per unit`}
                          aria-invalid={Boolean(errorAt(errors, `levels.${index}.rateBp`)) || undefined}
                          data-testid={`loyalty-level-rate-${index}`}
                          defaultValue={pointsOf(row.rateBp)}
                          onChange={(event) =>
                            form.setValue(`levels.${index}.rateBp`, rateBpOf(event.target.value) as number, {
                              shouldValidate: form.formState.isSubmitted,
                            })
                          }
                        />
                        <CellError message={errorAt(errors, `levels.${index}.rateBp`)} />
                      </td>
                      <td data-testid={`loyalty-level-holders-${index}`}>{points(holders)}</td>
                      <td>
                        {last && index > 0 ? (
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            disabled={holders > 0}
                            title={holders > 0 ? 'Players hold this level: it is kept.' : undefined}
                            onClick={() => levels.remove(index)}
                            data-testid={`loyalty-level-remove-${index}`}
                          >
                            Remove
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="button button--small"
            disabled={levels.fields.length >= LOYALTY_MAX_LEVELS}
            data-testid="loyalty-level-add"
            onClick={() => {
              const top = watched[watched.length - 1];
              levels.append({
                names: { en: '' },
                pointsRequired: (Number(top?.pointsRequired) || 0) * 2 || 100,
                rateBp: Number(top?.rateBp) || LOYALTY_RATE_BP_PER_POINT,
              });
            }}
          >
            Add a level
          </button>
        </fieldset>
        <FormAlert>{alert}</FormAlert>
        <FormAlert tone="info">{saved}</FormAlert>
        {mayWrite ? (
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending}
            data-testid="loyalty-save"
          >
            Save the levels
          </button>
        ) : (
          <p className="muted">You may read the club's levels.</p>
        )}
      </form>
      <LevelCardPreview levels={watched} />
    </div>
  );
}

function CellError({ message }: { message: string | undefined }) {
  return message ? <span className="field__error">{message}</span> : null;
}

/**
 * The player's level card as /loyalty shows it (apps/web loyalty-progress.tsx): the level, the
 * points earned and the way to the next level, for a player holding the chosen level with its
 * points exactly.
 */
function LevelCardPreview({ levels }: { levels: LoyaltyLadder['levels'] }) {
  const [chosen, setChosen] = useState(0);
  const base = useSiteCurrencies().data?.data.find((currency) => currency.isBase)?.code ?? 'EUR';
  const index = Math.min(chosen, Math.max(levels.length - 1, 0));
  const level = levels[index];
  const next = levels[index + 1];
  if (!level) return null;
  const earned = Number(level.pointsRequired) || 0;
  const from = earned;
  const to = Number(next?.pointsRequired) || 0;
  const percent = next && to > from ? Math.round(((earned - from) / (to - from)) * 100) : 100;
  const rate = pointsOf(level.rateBp);
  return (
    <aside className="bonus-preview" aria-label="Preview on the site">
      <div className="bonus-preview__head">
        <h2 className="card__title">As the player sees it</h2>
        <SelectField
          label="A player at"
          value={String(index)}
          onChange={(event) => setChosen(Number(event.target.value))}
          data-testid="loyalty-preview-level"
        >
          {levels.map((item, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: levels are by position
            <option key={position} value={position}>
              Level {position + 1}: {item.names?.en || '—'}
            </option>
          ))}
        </SelectField>
      </div>
      <article className="loyalty-card" data-testid="loyalty-preview">
        <p className="loyalty-card__order">Level {index + 1}</p>
        <h3 className="loyalty-card__name" data-testid="loyalty-preview-name">
          {level.names?.en || '—'}
        </h3>
        <dl className="bonus-preview__terms">
          <dt>Points</dt>
          <dd>{points(earned)}</dd>
          <dt>Next level</dt>
          <dd data-testid="loyalty-preview-next">{next ? next.names?.en || '—' : 'None'}</dd>
        </dl>
        {next ? (
          <>
            <div
              className="loyalty-card__bar"
              role="progressbar"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <p className="loyalty-card__to-next" data-testid="loyalty-preview-to-next">
              {points(Math.max(to - earned, 0))} points to {next.names?.en || 'the next level'}
            </p>
          </>
        ) : (
          <p className="loyalty-card__to-next">
            The club's top level: every bet keeps earning at the best rate.
          </p>
        )}
        <p className="loyalty-card__rate" data-testid="loyalty-preview-rate">
          {Number.isFinite(rate) ? rate : '—'} {rate === 1 ? 'point' : 'points'} per 1 {base} on slots
        </p>
      </article>
    </aside>
  );
}

function EarnRatesForm({ rates }: { rates: LoyaltyEarnRates }) {
  const mayWrite = useCan('bonuses.write');
  const form = useForm<LoyaltyEarnRates>({
    resolver: contractResolver(loyaltyEarnRatesSchema) as never,
    defaultValues: rates,
  });
  const save = useAuditedChange(calls.updateEarnRates, [LOYALTY_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState('');
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setAlert('');
    setSaved('');
    save.mutate(
      { input: { body: values } },
      {
        onSuccess: () => setSaved('Saved. Points already earned stay as they were.'),
        onError: (error) =>
          setAlert(
            applyServerErrors(
              error,
              form.setError,
              rates.rules.map((_, index) => `rules.${index}.percent`) as never[],
            ),
          ),
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="card loyalty-rates" data-testid="loyalty-rates-form">
      <h2 className="card__title">How games count</h2>
      <p className="muted">The share of a level's rate each kind of game earns, in percent (0: none).</p>
      <fieldset disabled={!mayWrite} className="form-row">
        {rates.rules.map((rule, index) => (
          <label key={rule.group} className="field">
            <span className="field__label">{GROUP_LABELS[rule.group]}</span>
            <input
              className="input input--amount"
              type="number"
              min={0}
              max={100}
              aria-invalid={Boolean(errors.rules?.[index]?.percent) || undefined}
              data-testid={`loyalty-rate-${rule.group}`}
              {...form.register(`rules.${index}.percent`, { setValueAs: optionalNumber })}
            />
            <CellError message={errors.rules?.[index]?.percent?.message} />
          </label>
        ))}
      </fieldset>
      <FormAlert>{alert}</FormAlert>
      <FormAlert tone="info">{saved}</FormAlert>
      {mayWrite ? (
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          data-testid="loyalty-rates-save"
        >
          Save the rates
        </button>
      ) : null}
    </form>
  );
}
