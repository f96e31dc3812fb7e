import { ErrorCode, type PlayerBonus, PlayerBonusStatus } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useModals } from '../../../components/modals/use-modals.ts';
import { type ApiClient, ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { BONUSES_QUERY_KEY, bonusesCalls } from '../api/bonuses-api.ts';
import { type ItemRef, itemRefValue } from '../lib/item-ref.ts';

export type BonusAction = ItemRef & { verb: 'activate' | 'cancel' };

const CALLS: Record<
  BonusAction['kind'],
  Record<BonusAction['verb'], (api: ApiClient, id: string) => Promise<unknown>>
> = {
  bonus: { activate: bonusesCalls.activateBonus, cancel: bonusesCalls.cancelBonus },
  freespin: { activate: bonusesCalls.activateFreespin, cancel: bonusesCalls.cancelFreespin },
};

type ActionOptions = {
  onSuccess?: () => void;
  /** Takes a failure it knows (true); any other shows the something-went-wrong alert. */
  onError?: (error: unknown) => boolean;
};

/**
 * Activates or cancels a bonus or free spins. Lists and balances reload after (bonus money is credited
 * or forfeited); the pushes that follow bring the alerts.
 */
export function useBonusAction({ onSuccess, onError }: ActionOptions = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const t = useT('alerts');
  return useMutation({
    mutationFn: ({ kind, verb, id }: BonusAction) => CALLS[kind][verb](api, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      onSuccess?.();
    },
    onError: (error) => {
      if (onError?.(error)) return;
      pushAlert({ type: 'error', title: t('somethingWentWrong.title'), text: t('somethingWentWrong.text') });
    },
  });
}

/** The server refused to cancel: rounds the bonus funded are still open (14003). */
export function isNotCancellable(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.bonusNotCancellable;
}

/** Which modal a cancel opens: the lock while rounds are open, else the confirmation of what goes. */
export function cancelModalOf(bonus: Pick<PlayerBonus, 'status' | 'isBonusCancelLock'>): string {
  if (bonus.isBonusCancelLock) return 'bonus-cancel-lock';
  return bonus.status === PlayerBonusStatus.active ? 'cancel-active-bonus' : 'cancel-issued-bonus';
}

/**
 * The card's buttons: activating while another bonus is active asks first (change-active-bonus), as
 * does every cancel; activating without one goes straight on.
 */
export function useBonusButtons(bonuses: readonly PlayerBonus[]) {
  const { open } = useModals();
  const action = useBonusAction();
  return {
    pending: action.isPending,
    activate(bonus: PlayerBonus) {
      const other = bonuses.some((item) => item.status === PlayerBonusStatus.active && item.id !== bonus.id);
      if (other) open('change-active-bonus', { value: bonus.id });
      else action.mutate({ kind: 'bonus', verb: 'activate', id: bonus.id });
    },
    cancel(bonus: PlayerBonus) {
      open(cancelModalOf(bonus), { value: itemRefValue({ kind: 'bonus', id: bonus.id }) });
    },
    activateFreespin(id: string) {
      action.mutate({ kind: 'freespin', verb: 'activate', id });
    },
    cancelFreespin(id: string, active: boolean) {
      open(active ? 'cancel-active-bonus' : 'cancel-issued-bonus', {
        value: itemRefValue({ kind: 'freespin', id }),
      });
    },
  };
}
