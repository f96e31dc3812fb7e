import { LimitDefinition } from '@casino/contracts';
import { limitRoutes } from '@casino/contracts/links';
import { useQuery } from '@tanstack/react-query';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The player's limits, under the key the limits page reloads (so a new limit hides the prompt). */
export const depositLimitsQuery = (api: ReturnType<typeof useApi>) => ({
  queryKey: ['limits', 'list'],
  queryFn: async () => (await api.call(limitRoutes.listLimits, {})).data,
});

/**
 * RTS 12: a player without a deposit limit is asked to set one when depositing; the button opens
 * add-cash-limit over the wallet.
 */
export function DepositLimitPrompt() {
  const t = useT('modals');
  const api = useApi();
  const { open } = useModals();
  const limits = useQuery(depositLimitsQuery(api));
  if (!limits.data || limits.data.some((limit) => limit.definition === LimitDefinition.deposit)) return null;
  return (
    <div className="notice notice--compact deposit-limit-prompt" data-testid="deposit-limit-prompt">
      <Icon name="shield" />
      <div>
        <p>{t('wallet.limit.prompt')}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => open('add-cash-limit', { value: String(LimitDefinition.deposit) })}
          data-testid="deposit-limit-prompt-set"
        >
          {t('wallet.limit.set')}
        </button>
      </div>
    </div>
  );
}
