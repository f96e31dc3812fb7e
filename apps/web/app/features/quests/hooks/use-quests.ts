import { ErrorCode, type PlayerQuest } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { QUESTS_KEY, questsCalls, questsQueries } from '../api/quests-api.ts';
import { putQuest } from '../lib/quest-cache.ts';

/** Whether the site offers quests (the operator's questsEnabled setting). */
export function useQuestsEnabled(): boolean {
  return useSiteData().init.settings.questsEnabled === true;
}

/** The signed-in player's quests: offered, active and recently finished; nothing asked for a guest. */
export function useQuestLists() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const enabled = useQuestsEnabled() && isLoggedIn;
  const offered = useQuery({ ...questsQueries.offered(api), enabled });
  const active = useQuery({ ...questsQueries.active(api), enabled });
  const finished = useQuery({ ...questsQueries.finished(api), enabled });
  return { offered, active, finished };
}

/** Why taking or giving up a quest failed, as the hub says it. */
export type QuestActionError = 'notActivatable' | 'notCancellable' | 'noCurrency' | 'failed';

export function questActionError(error: unknown): QuestActionError {
  if (error instanceof ApiError && error.code === ErrorCode.questNotActivatable) return 'notActivatable';
  if (error instanceof ApiError && error.code === ErrorCode.questNotCancellable) return 'notCancellable';
  // A player with no account yet has no currency for the quest to count in.
  if (error instanceof ApiError && error.status === 422 && error.fields.currency) return 'noCurrency';
  return 'failed';
}

/**
 * Taking an offered quest and giving up an active one. The answer is the player's quest, which moves
 * between the lists at once; a refusal (16002, 16003) means the lists were out of date, so they load again.
 */
export function useQuestActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (quest: PlayerQuest) => putQuest(queryClient, quest);
  const onError = (error: unknown) => {
    const reason = questActionError(error);
    if (reason === 'notActivatable' || reason === 'notCancellable')
      void queryClient.invalidateQueries({ queryKey: QUESTS_KEY });
  };
  const activate = useMutation({
    mutationFn: (questId: string) => questsCalls.activate(api, questId),
    onSuccess,
    onError,
  });
  const cancel = useMutation({
    mutationFn: (playerQuestId: string) => questsCalls.cancel(api, playerQuestId),
    onSuccess,
    onError,
  });
  return { activate, cancel };
}

export type QuestFormat = {
  /** An amount of the quest's currency as the player reads it: "20.00 EUR", "12.5 mBTC". */
  money: (amount: number, currency: string) => string;
  /** A whole number in the page's locale: rounds, points, spins. */
  count: (value: number) => string;
};

export function useQuestFormat(): QuestFormat {
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  return useMemo(() => {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return {
      money: (amount, currency) => formatMoney(amount, unitOf(currency), locale),
      count: (value) => whole.format(Math.floor(value)),
    };
  }, [locale, unitOf]);
}
