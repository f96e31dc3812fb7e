import { ErrorCode, LimitDefinition } from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi, useSessionClient } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { limitsCalls, limitsQueries } from '../api/limits-api.ts';

/**
 * self-exclusion-limit (value 4: self-exclusion, 5: cooling-off): the periods from the settings'
 * constants, a confirmation, then the exclusion starts at once and the player is signed out.
 */
export function SelfExclusionLimitModal({ value }: ModalProps) {
  const t = useT('modals');
  const periodsText = useT('global-components');
  const api = useApi();
  const { signOut } = useSession();
  const sessionClient = useSessionClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const definition =
    Number(value) === LimitDefinition.coolingOff ? LimitDefinition.coolingOff : LimitDefinition.selfExclusion;
  const key = definition === LimitDefinition.coolingOff ? 'coolingOff' : 'selfExclusion';
  const constants = useQuery(limitsQueries.constants(api)).data;
  const periods =
    (definition === LimitDefinition.coolingOff
      ? constants?.player.limit.coolingOffPeriod
      : constants?.player.limit.selfExclusionPeriod) ?? [];
  const [period, setPeriod] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => limitsCalls.create(api, { definition, period }),
    onSuccess: async () => {
      // The server closed the session with the exclusion: a call of it answered 401 meanwhile must not
      // ask the player to sign in again. Home first (a guest has no profile page), then the client logs
      // out (contract §3). Awaited: signing out drops this player-only modal's flag, which would replace
      // a navigation in flight.
      sessionClient.closedByServer();
      await navigate(localize('/'));
      await signOut();
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError
          ? (Object.values(failure.fields)[0]?.[0] ?? failure.message)
          : t('limits.exclusion.failed'),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    start.mutate();
  };
  return (
    <form className="limit-modal" onSubmit={submit} noValidate data-testid="self-exclusion-limit">
      <ModalTitle>{t(`limits.${key}.title`)}</ModalTitle>
      <p className="muted">{t(`limits.${key}.text`)}</p>
      {constants ? null : <Spinner label={t('limits.loading')} />}
      <fieldset className="limit-periods">
        <legend>{t('limits.fields.period')}</legend>
        {periods.map((item) => (
          <label key={item.id} className="limit-periods__item">
            <input
              type="radio"
              name="period"
              value={String(item.id)}
              checked={period === String(item.id)}
              onChange={() => setPeriod(String(item.id))}
              data-testid={`exclusion-period-${item.id}`}
            />
            <span>{periodsText(`constants.limitPeriods.${item.id}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="notice notice--warning">
        <Icon name="alert" />
        <p>{t(`limits.${key}.warning`)}</p>
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          className="checkbox-field__box"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          data-testid="exclusion-confirm"
        />
        <span className="checkbox-field__label">{t(`limits.${key}.confirm`)}</span>
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!period || !confirmed || start.isPending}
        data-testid="exclusion-submit"
      >
        {t(`limits.${key}.submit`)}
      </button>
    </form>
  );
}

/** game-limit-reached (value: the refusal's code, 14100 bet limit, 14101 loss limit, 14105 another limit). */
export function GameLimitReachedModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const localize = useLocalizePath();
  const code = Number(value);
  const key =
    code === ErrorCode.betLimitReached ? 'bet' : code === ErrorCode.lossLimitReached ? 'loss' : 'other';
  return (
    <div className="limit-modal" data-testid="game-limit-reached">
      <ModalTitle>{t('limits.gameLimit.title')}</ModalTitle>
      <p data-testid="game-limit-text">{t(`limits.gameLimit.${key}`)}</p>
      <div className="confirm-modal__actions">
        <Link
          className="button button--primary button--block"
          to={localize('/profile/limits')}
          onClick={close}
          data-testid="game-limit-limits"
        >
          {t('limits.gameLimit.limits')}
        </Link>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('limits.close')}
        </button>
      </div>
    </div>
  );
}
