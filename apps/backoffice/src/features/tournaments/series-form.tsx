import {
  type BackofficeTournamentSeries,
  backofficeTournamentSeriesRoutes as calls,
  createTournamentSeriesSchema,
  seriesPeriod,
  tournamentSeriesInputSchema,
} from '@casino/contracts';
import { useState } from 'react';
import { type Path, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractIssueMessage, contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import {
  TermsFields,
  type TermsValues,
  termsFieldNames,
  termsOf,
  termsPathOf,
  termsValuesOf,
} from './terms-fields.tsx';
import { TOURNAMENTS_QUERY_KEY } from './tournament-form.tsx';
import { TournamentPreview } from './tournament-preview.tsx';

export const SERIES_QUERY_KEY = ['backoffice', 'tournament-series'] as const;

export const PERIOD_LABELS: Record<number, string> = { 1: 'Daily', 7: 'Weekly (from Monday)' };

export type SeriesFormValues = TermsValues & { key: string; days: '1' | '7' };

/** The request body of the form's values; the base currency names the buy-in and the spins' stake. */
export function seriesBodyOf(values: SeriesFormValues, baseCurrency: string) {
  return {
    key: values.key.trim(),
    days: Number(values.days) as 1 | 7,
    template: termsOf(values, baseCurrency),
  };
}

/** A body field's path on the form: the template's fields are the form's own. */
export const seriesPathOf = (field: string) =>
  field.startsWith('template.') ? termsPathOf(field.slice('template.'.length)) : field;

/** The contract's schema on the form's body, its issues moved to the form's inputs. */
function formSchema(baseCurrency: string, editing: boolean) {
  return z.custom<SeriesFormValues>().superRefine((values, ctx) => {
    const { key, ...rest } = seriesBodyOf(values, baseCurrency);
    const result = editing
      ? tournamentSeriesInputSchema.safeParse(rest)
      : createTournamentSeriesSchema.safeParse({ key, ...rest });
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: contractIssueMessage(issue),
        path: seriesPathOf(issue.path.join('.')).split('.'),
      });
  });
}

type SeriesFormProps = {
  series: BackofficeTournamentSeries | null;
  baseCurrency: string;
  onClose: () => void;
};

/**
 * The series editor (issue 31): its key and period, and the template each period's tournament is
 * opened from, validated by the contract's schema (the engine's rules) as the staff member types, with
 * the next period's tournament card beside it. A change reaches only the periods not opened yet; a
 * live series keeps its period (the server refuses a change with 409).
 */
export function SeriesForm({ series, baseCurrency, onClose }: SeriesFormProps) {
  const editing = series !== null;
  const form = useForm<SeriesFormValues>({
    resolver: contractResolver(formSchema(baseCurrency, editing)) as never,
    defaultValues: {
      key: series?.key ?? '',
      days: series?.days === 7 ? '7' : '1',
      ...termsValuesOf(series?.template ?? null, baseCurrency),
    },
  });
  const values = useWatch({ control: form.control }) as SeriesFormValues;
  const [alert, setAlert] = useState('');
  const touches = [SERIES_QUERY_KEY, TOURNAMENTS_QUERY_KEY];
  const create = useAuditedChange(calls.createTournamentSeries, touches);
  const update = useAuditedChange(calls.updateTournamentSeries, touches);
  const { errors } = form.formState;
  const error = (path: string) =>
    (
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
        | { message?: string }
        | undefined
    )?.message;
  const fieldNames = ['key', 'days', ...termsFieldNames(values)] as Path<SeriesFormValues>[];
  const onError = (failure: unknown) => {
    const fields = (failure as { fields?: Record<string, string[]> }).fields;
    if (fields)
      (failure as { fields: Record<string, string[]> }).fields = Object.fromEntries(
        Object.entries(fields).map(([field, messages]) => [seriesPathOf(field), messages]),
      );
    setAlert(applyServerErrors(failure, form.setError, fieldNames));
  };
  // The first period an edit reaches: after the next one, or after the last one opened.
  const days = values.days === '7' ? 7 : 1;
  const after = seriesPeriod(new Date(), days, 1).startsAt;
  const opened = series?.openedUntil ? new Date(series.openedUntil) : null;
  const next = seriesPeriod(opened && opened > after ? opened : after, days);

  return (
    <div className="tournament-editor">
      <form
        noValidate
        data-testid="series-form"
        className="tournament-editor__form"
        onSubmit={form.handleSubmit((submitted) => {
          setAlert('');
          const { key, ...body } = seriesBodyOf(submitted, baseCurrency);
          if (series)
            update.mutate({ input: { params: { id: series.id }, body } }, { onSuccess: onClose, onError });
          else create.mutate({ input: { body: { key, ...body } } }, { onSuccess: onClose, onError });
        })}
      >
        <FormAlert>{alert}</FormAlert>
        {series?.state === 'live' ? (
          <p className="muted" data-testid="series-live-note">
            Live: a change reaches the periods not opened yet. The tournaments already opened keep their
            terms; edit them on the Tournaments page.
          </p>
        ) : null}
        <div className="form-row">
          <TextField
            label="Key"
            hint="Each period's tournament is this and its first day: lower-case letters, digits and dashes"
            readOnly={editing}
            data-testid="series-key"
            error={error('key')}
            {...form.register('key')}
          />
          <SelectField
            label="Period"
            disabled={series?.state === 'live'}
            data-testid="series-period"
            error={error('days')}
            {...form.register('days')}
          >
            {Object.entries(PERIOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <TermsFields
          // The form holds the template's inputs at its top level (SeriesFormValues).
          form={form as unknown as UseFormReturn<TermsValues>}
          values={values}
          error={error}
          baseCurrency={baseCurrency}
          testIdPrefix="series"
        />
        <div className="dialog__actions">
          <button
            type="submit"
            className="button button--primary"
            data-testid="series-save"
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
        <h3>The next period to open, as players see it</h3>
        <TournamentPreview
          terms={values}
          startsAt={next.startsAt.toISOString()}
          endsAt={next.endsAt.toISOString()}
          baseCurrency={baseCurrency}
        />
      </aside>
    </div>
  );
}
