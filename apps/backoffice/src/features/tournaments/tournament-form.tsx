import {
  type BackofficeTournament,
  backofficeTournamentRoutes as calls,
  createTournamentRequestSchema,
  updateTournamentRequestSchema,
  zodIssueToFieldIssue,
} from '@casino/contracts';
import { useState } from 'react';
import { type Path, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAuditedChange } from '../../api/audited-change.ts';
import { TextField } from '../../components/fields.tsx';
import { contractResolver, ruleMessage } from '../../components/form/contract-resolver.ts';
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
import { TournamentPreview } from './tournament-preview.tsx';

export { SCORING_LABELS } from './terms-fields.tsx';

export const TOURNAMENTS_QUERY_KEY = ['backoffice', 'tournaments'] as const;

/** The form's values: flat texts the inputs hold, turned into the contract's body by `bodyOf`. */
export type TournamentFormValues = TermsValues & {
  identity: string;
  startsAt: string;
  endsAt: string;
};

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
    ...termsOf(values, baseCurrency),
  };
}

/** A body field's path on the form: the places the contract's issues land on. */
export const formPathOf = termsPathOf;

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

function defaultsOf(tournament: BackofficeTournament | null, baseCurrency: string): TournamentFormValues {
  const soon = Date.now() + 60 * 60_000;
  return {
    identity: tournament?.identity ?? '',
    startsAt: localOf(tournament?.startsAt ?? new Date(soon).toISOString()),
    endsAt: localOf(tournament?.endsAt ?? new Date(soon + 86_400_000).toISOString()),
    ...termsValuesOf(tournament?.terms ?? null, baseCurrency),
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
    ...termsFieldNames(values),
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
        <TermsFields
          // The form holds the terms' inputs at its top level (TournamentFormValues).
          form={form as unknown as UseFormReturn<TermsValues>}
          values={values}
          error={error}
          baseCurrency={baseCurrency}
          locked={locked}
          testIdPrefix="tournament"
        />
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
        <TournamentPreview
          terms={values}
          startsAt={values.startsAt}
          endsAt={values.endsAt}
          baseCurrency={baseCurrency}
        />
      </aside>
    </div>
  );
}
