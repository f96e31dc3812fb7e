import {
  type BackofficeBonusCode,
  BonusCodeTrigger,
  type CreateBonusCode,
  backofficeBonusRoutes as calls,
  createBonusCodeSchema,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { LifecyclePanel } from '../../components/lifecycle-panel.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { CODE_TRIGGER_LABELS, PROMOTIONS_QUERY_KEY } from './labels.tsx';

const CODE_ROUTES = {
  schedule: calls.scheduleBonusCode,
  unschedule: calls.unscheduleBonusCode,
  end: calls.endBonusCode,
};

/** The codes that give this bonus: each with its uses, limits and its own validity window. */
export function BonusCodesPanel({ bonusId }: { bonusId: string }) {
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const codes = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'codes', bonusId],
    queryFn: () => api.call(calls.listBonusCodes, { query: { bonusId, page: 1, perPage: 100 } }),
  });
  return (
    <section className="card" aria-labelledby="bonus-codes-title" data-testid="bonus-codes">
      <h2 id="bonus-codes-title" className="card__title">
        Codes
      </h2>
      {codes.isPending ? <LoadingState /> : null}
      {codes.isError ? <ErrorState error={codes.error} onRetry={() => void codes.refetch()} /> : null}
      {(codes.data?.data ?? []).map((code) => (
        <CodeRow key={code.code} code={code} mayWrite={mayWrite} />
      ))}
      {codes.data?.data.length === 0 ? <p className="muted">No code gives this bonus yet.</p> : null}
      {mayWrite ? <NewCodeForm bonusId={bonusId} /> : null}
    </section>
  );
}

function CodeRow({ code, mayWrite }: { code: BackofficeBonusCode; mayWrite: boolean }) {
  const uses =
    code.maxUses === null ? `${code.usedCount} used, no cap` : `${code.usedCount} of ${code.maxUses} used`;
  return (
    <div className="code-row" data-testid="bonus-code-row">
      <p>
        <strong className="code">{code.code}</strong> · {CODE_TRIGGER_LABELS[code.trigger]} · {uses} ·{' '}
        {code.perPlayer === 1 ? 'once per player' : `${code.perPlayer} times per player`}
      </p>
      {mayWrite ? (
        <LifecyclePanel
          window={code}
          routes={CODE_ROUTES}
          params={{ code: code.code }}
          testIdPrefix={`code-${code.code}`}
          touches={[PROMOTIONS_QUERY_KEY]}
        />
      ) : null}
    </div>
  );
}

function NewCodeForm({ bonusId }: { bonusId: string }) {
  const form = useForm<CreateBonusCode>({
    resolver: contractResolver(createBonusCodeSchema) as never,
    defaultValues: { code: '', bonusId, trigger: BonusCodeTrigger.list, maxUses: null, perPlayer: 1 },
  });
  const create = useAuditedChange(calls.createBonusCode, [PROMOTIONS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="new-code"
      data-testid="bonus-code-form"
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        create.mutate(
          { input: { body: values } },
          {
            onSuccess: () => form.reset({ ...values, code: '' }),
            onError: (error) =>
              setAlert(
                applyServerErrors(error, form.setError, [
                  'code',
                  'bonusId',
                  'trigger',
                  'maxUses',
                  'perPlayer',
                ]),
              ),
          },
        );
      })}
    >
      <h3>New code</h3>
      <div className="form-row">
        <TextField
          label="Code"
          error={errors.code?.message}
          data-testid="bonus-code-code"
          {...form.register('code')}
        />
        <Controller
          control={form.control}
          name="trigger"
          render={({ field }) => (
            <SelectField
              label="Used"
              error={errors.trigger?.message}
              data-testid="bonus-code-trigger"
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {Object.entries(CODE_TRIGGER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField
          label="Cap on uses"
          type="number"
          hint="1: a single-use code; empty: no cap."
          error={errors.maxUses?.message}
          data-testid="bonus-code-max-uses"
          {...form.register('maxUses', {
            setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
          })}
        />
        <TextField
          label="Uses per player"
          type="number"
          hint="1: once per player."
          error={errors.perPlayer?.message}
          data-testid="bonus-code-per-player"
          {...form.register('perPlayer', { setValueAs: Number })}
        />
      </div>
      <FormAlert>{alert}</FormAlert>
      <button type="submit" className="button" disabled={create.isPending} data-testid="bonus-code-create">
        Create code (draft)
      </button>
    </form>
  );
}
