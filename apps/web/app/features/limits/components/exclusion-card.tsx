import { type Limit, LimitDefinition } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useModals } from '../../../components/modals/use-modals.ts';
import { StepUpField } from '../../../components/step-up/step-up-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useStepUp } from '../../../lib/step-up.ts';
import { useT } from '../../../lib/use-t.ts';
import { LIMITS_QUERY_KEY, limitsCalls } from '../api/limits-api.ts';
import { useLimitDate } from '../lib/format.ts';
import { DEFINITION_KEYS } from '../lib/limit-groups.ts';

/** A cooling-off (take a break) or a self-exclusion: start one, or see the one in force and when it ends. */
export function ExclusionCard({ definition, limit }: { definition: number; limit: Limit | undefined }) {
  const t = useT('global-components');
  const limitDate = useLimitDate();
  const { open } = useModals();
  const key = DEFINITION_KEYS[definition]!;
  const periodOver = !!limit?.expiredAt && new Date(limit.expiredAt).getTime() <= Date.now();
  return (
    <section className="profile-card limits-exclusion" data-testid={`limits-${key}`}>
      <h2>
        <Icon name={definition === LimitDefinition.selfExclusion ? 'lock' : 'shield'} />{' '}
        {t(`profile.limits.${key}.title`)}
      </h2>
      <p className="muted">{t(`profile.limits.${key}.text`)}</p>
      {limit ? (
        <div className="notice notice--warning" role="status" data-testid={`limits-${key}-active`}>
          <p>
            {limit.expiredAt
              ? t(`profile.limits.${key}.until`, { date: limitDate(limit.expiredAt) })
              : t(`profile.limits.${key}.indefinite`)}
          </p>
          {limit.cancelProcess ? (
            <p>{t('profile.limits.pendingRemoval', { date: limitDate(limit.pendingAt) })}</p>
          ) : definition === LimitDefinition.selfExclusion && periodOver ? (
            <EndExclusionButton limit={limit} />
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => open('self-exclusion-limit', { value: String(definition) })}
          data-testid={`limits-start-${key}`}
        >
          {t(`profile.limits.${key}.start`)}
        </button>
      )}
    </section>
  );
}

function EndExclusionButton({ limit }: { limit: Limit }) {
  const t = useT('global-components');
  const alerts = useT('alerts');
  const pushAlert = useAlerts();
  const api = useApi();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const end = useMutation({
    mutationFn: () => limitsCalls.remove(api, limit.id, stepUp.options()),
    onSuccess: () => {
      stepUp.reset();
      void queryClient.invalidateQueries({ queryKey: [LIMITS_QUERY_KEY] });
    },
    onError: (error) =>
      stepUp.handle(error) ||
      pushAlert({
        type: 'error',
        title: alerts('somethingWentWrong.title'),
        text: error instanceof ApiError ? error.message : alerts('somethingWentWrong.text'),
      }),
  });
  return (
    <>
      <StepUpField stepUp={stepUp} />
      <button
        type="button"
        className="button button--ghost"
        disabled={end.isPending || (stepUp.required && !stepUp.code.trim())}
        onClick={() => end.mutate()}
      >
        {t('profile.limits.selfExclusion.end')}
      </button>
    </>
  );
}
