import { type Limit, limitPeriods } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { StepUpField } from '../../../components/step-up/step-up-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useStepUp } from '../../../lib/step-up.ts';
import { useT } from '../../../lib/use-t.ts';
import { LIMITS_QUERY_KEY, limitsCalls, limitsQueries } from '../api/limits-api.ts';
import { useLimitMoney } from '../lib/format.ts';
import { CASH_DEFINITIONS, DEFINITION_KEYS } from '../lib/limit-groups.ts';

type FieldErrors = Record<string, string[] | undefined>;

/** The first server message of a field, or a generic one for an error without fields. */
function useServerErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const t = useT('alerts');
  const take = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
    else setGeneral(error instanceof ApiError ? error.message : t('somethingWentWrong.text'));
  };
  const reset = () => {
    setErrors({});
    setGeneral(null);
  };
  return { errors, general, take, reset };
}

/** add-cash-limit (value: the definition, 1 bet, 2 loss, 3 deposit): a new limit, in force at once. */
export function AddCashLimitModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const alerts = useT('alerts');
  const periodsText = useT('global-components');
  const pushAlert = useAlerts();
  const api = useApi();
  const queryClient = useQueryClient();
  const currencies = useQuery(limitsQueries.currencies(api)).data ?? [];
  const fromValue = Number(value);
  const [definition, setDefinition] = useState<number>(
    (CASH_DEFINITIONS as readonly number[]).includes(fromValue) ? fromValue : CASH_DEFINITIONS[0],
  );
  const [period, setPeriod] = useState<string>('daily');
  const [currency, setCurrency] = useState('');
  const [amount, setAmount] = useState('');
  const server = useServerErrors();
  const chosenCurrency = currency || currencies[0] || '';
  const create = useMutation({
    mutationFn: () => limitsCalls.create(api, { definition, period, amount, currency: chosenCurrency }),
    onSuccess: () => {
      pushAlert({
        type: 'success',
        title: alerts('limit.cashLimitAdd.title'),
        text: alerts('limit.cashLimitAdd.description'),
      });
      void queryClient.invalidateQueries({ queryKey: [LIMITS_QUERY_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      close();
    },
    onError: server.take,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    server.reset();
    create.mutate();
  };
  return (
    <form className="limit-modal" onSubmit={submit} noValidate data-testid="add-cash-limit">
      <ModalTitle>{t('limits.add.title')}</ModalTitle>
      <p className="muted">{t('limits.add.text')}</p>
      <FormField
        as="select"
        label={t('limits.fields.definition')}
        value={String(definition)}
        onChange={(event) => setDefinition(Number(event.currentTarget.value))}
        error={server.errors.definition?.[0]}
        data-testid="limit-definition"
      >
        {CASH_DEFINITIONS.map((item) => (
          <option key={item} value={item}>
            {t(`limits.definitions.${DEFINITION_KEYS[item]}`)}
          </option>
        ))}
      </FormField>
      <FormField
        as="select"
        label={t('limits.fields.period')}
        value={period}
        onChange={(event) => setPeriod(event.currentTarget.value)}
        error={server.errors.period?.[0]}
        data-testid="limit-period"
      >
        {limitPeriods.map((item) => (
          <option key={item} value={item}>
            {periodsText(`constants.limitPeriods.${item}`)}
          </option>
        ))}
      </FormField>
      <FormField
        as="select"
        label={t('limits.fields.currency')}
        value={chosenCurrency}
        onChange={(event) => setCurrency(event.currentTarget.value)}
        error={server.errors.currency?.[0]}
        data-testid="limit-currency"
      >
        {currencies.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </FormField>
      <FormField
        label={t('limits.fields.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={server.errors.amount?.[0]}
        required
        data-testid="limit-amount"
      />
      {server.general ? (
        <p className="field__error" role="alert">
          {server.general}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={create.isPending}
        data-testid="limit-submit"
      >
        {create.isPending ? <Spinner label={t('limits.saving')} /> : t('limits.add.submit')}
      </button>
    </form>
  );
}

/**
 * edit-cash-limit (value: the limit's id): a lower amount applies at once, a higher one after 24 hours
 * (pending, cancellable); the limit can be removed, after 24 hours too.
 */
export function EditCashLimitModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const api = useApi();
  const list = useQuery(limitsQueries.list(api));
  const limit = list.data?.find((item) => item.id === value);
  if (list.isPending) return <Spinner label={t('limits.loading')} />;
  if (!limit)
    return (
      <div className="limit-modal" data-testid="edit-cash-limit">
        <ModalTitle>{t('limits.edit.title')}</ModalTitle>
        <p className="muted">{t('limits.edit.gone')}</p>
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t('limits.close')}
        </button>
      </div>
    );
  return <EditCashLimitForm limit={limit} close={close} />;
}

function EditCashLimitForm({ limit, close }: { limit: Limit; close: () => void }) {
  const t = useT('modals');
  const alerts = useT('alerts');
  const periodsText = useT('global-components');
  const pushAlert = useAlerts();
  const money = useLimitMoney();
  const api = useApi();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(String(limit.amount ?? ''));
  const server = useServerErrors();
  const done = (alert: string) => {
    pushAlert({
      type: 'success',
      title: alerts(`limit.${alert}.title`),
      text: alerts(`limit.${alert}.description`),
    });
    void queryClient.invalidateQueries({ queryKey: [LIMITS_QUERY_KEY] });
    close();
  };
  const stepUp = useStepUp();
  const refused = (failure: unknown) => {
    if (!stepUp.handle(failure)) server.take(failure);
  };
  const update = useMutation({
    mutationFn: () => limitsCalls.update(api, limit.id, { amount }, stepUp.options()),
    onSuccess: (updated) =>
      done(updated.pendingExist ? 'cashLimitEditLargeAmount' : 'cashLimitEditSmallerAmount'),
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: () => limitsCalls.remove(api, limit.id, stepUp.options()),
    onSuccess: () => done('cashLimitCancel'),
    onError: refused,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    server.reset();
    update.mutate();
  };
  const busy = update.isPending || remove.isPending;
  return (
    <form className="limit-modal" onSubmit={submit} noValidate data-testid="edit-cash-limit">
      <ModalTitle>{t('limits.edit.title')}</ModalTitle>
      <p className="muted">
        {t('limits.edit.current', {
          kind: t(`limits.definitions.${DEFINITION_KEYS[limit.definition]}`),
          period: periodsText(`constants.limitPeriods.${limit.period}`),
          amount: money(limit.amount, limit.currency),
        })}
      </p>
      <p className="notice notice--compact">{t('limits.edit.rule')}</p>
      <FormField
        label={t('limits.fields.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={server.errors.amount?.[0]}
        required
        data-testid="limit-amount"
      />
      <StepUpField stepUp={stepUp} />
      {server.general ? (
        <p className="field__error" role="alert">
          {server.general}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
        data-testid="limit-submit"
      >
        {t('limits.edit.submit')}
      </button>
      {limit.cancelProcess ? null : (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={busy}
          onClick={() => {
            server.reset();
            remove.mutate();
          }}
          data-testid="limit-remove"
        >
          {t('limits.edit.remove')}
        </button>
      )}
    </form>
  );
}
