import type { Limit } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { LIMITS_QUERY_KEY, limitsCalls } from '../api/limits-api.ts';
import { useLimitDate, useLimitMoney } from '../lib/format.ts';

/**
 * A change waiting out its 24 hours: an increase or a removal, with its date and a cancel button
 * (PUT with the amount in force cancels both).
 */
export function PendingNotice({ limit }: { limit: Limit }) {
  const t = useT('global-components');
  const alerts = useT('alerts');
  const pushAlert = useAlerts();
  const api = useApi();
  const queryClient = useQueryClient();
  const limitDate = useLimitDate();
  const money = useLimitMoney();
  const cancel = useMutation({
    mutationFn: () => limitsCalls.update(api, limit.id, { amount: limit.amount }),
    onSuccess: () => {
      pushAlert({
        type: 'success',
        title: alerts('limit.cashLimitCancel.title'),
        text: alerts('limit.cashLimitCancel.description'),
      });
      void queryClient.invalidateQueries({ queryKey: [LIMITS_QUERY_KEY] });
    },
  });
  if (!limit.pendingExist && !limit.cancelProcess) return null;
  const date = limitDate(limit.pendingAt);
  return (
    <div className="notice notice--info limit-pending" role="status" data-testid="limit-pending">
      <p>
        {limit.pendingExist
          ? t('profile.limits.pendingIncrease', {
              amount: money(limit.pendingAmount, limit.currency),
              date,
            })
          : t('profile.limits.pendingRemoval', { date })}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
        data-testid="limit-pending-cancel"
      >
        {t('profile.limits.cancelPending')}
      </button>
    </div>
  );
}
