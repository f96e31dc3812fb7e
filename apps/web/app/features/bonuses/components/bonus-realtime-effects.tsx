import {
  BonusCodeStatus,
  INVOICE_DEPOSIT_UPDATED,
  isListedBonusStatus,
  type PlayerBonus,
  type PlayerFreespin,
  playerBonusCodePushSchema,
  playerBonusPushSchema,
  playerFreespinPushSchema,
} from '@casino/contracts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { readPublication } from '../../../lib/realtime/publications.ts';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import {
  BONUS_CODES_KEY,
  BONUSES_QUERY_KEY,
  bonusesQueries,
  DEPOSIT_BONUSES_KEY,
  PLAYER_BONUSES_KEY,
  PLAYER_FREESPINS_KEY,
} from '../api/bonuses-api.ts';
import { useDebouncedInvalidate } from '../hooks/use-debounced-invalidate.ts';
import { ALERT_TYPES, pushOutcome } from '../lib/bonus-outcome.ts';

/**
 * The bonuses' live side, mounted once for a signed-in player (client contract section 13): each
 * pushed bonus or free spin raises its `status-result` alert; an issued or active one reloads its list
 * (debounced 500 ms), a finished one leaves it at once. A deposit's update reloads the offers and the
 * waiting code; a balance update reloads the bonuses, whose wagering it may have moved.
 */
export function BonusRealtimeEffects() {
  const queryClient = useQueryClient();
  const refreshBonuses = useDebouncedInvalidate(PLAYER_BONUSES_KEY);
  const refreshFreespins = useDebouncedInvalidate(PLAYER_FREESPINS_KEY);
  const alert = usePushAlerts();

  // A new player, or none: the last one's bonus data goes.
  useEffect(() => () => queryClient.removeQueries({ queryKey: [BONUSES_QUERY_KEY] }), [queryClient]);

  usePlayerRealtimeEvent('bonus:player-bonuses', (data) => {
    const parsed = playerBonusPushSchema.safeParse(data);
    if (!parsed.success) return;
    const { playerBonus } = parsed.data;
    alert.bonus(playerBonus);
    if (isListedBonusStatus(playerBonus.status)) refreshBonuses();
    else dropItem(queryClient, PLAYER_BONUSES_KEY, playerBonus.id);
  });

  usePlayerRealtimeEvent('bonus:player-freespins', (data) => {
    const parsed = playerFreespinPushSchema.safeParse(data);
    if (!parsed.success) return;
    const { playerFreespin } = parsed.data;
    alert.freespin(playerFreespin);
    if (isListedBonusStatus(playerFreespin.status)) refreshFreespins();
    else dropItem(queryClient, PLAYER_FREESPINS_KEY, playerFreespin.id);
  });

  usePlayerRealtimeEvent('bonus:player-bonus-codes', (data) => {
    const parsed = playerBonusCodePushSchema.safeParse(data);
    if (!parsed.success) return;
    alert.code(parsed.data.playerBonusCode.status);
    void queryClient.invalidateQueries({ queryKey: BONUS_CODES_KEY });
  });

  usePlayerRealtimeEvent('payment:invoices', (data) => {
    if (readPublication(data)?.event !== INVOICE_DEPOSIT_UPDATED) return;
    void queryClient.invalidateQueries({ queryKey: DEPOSIT_BONUSES_KEY });
    void queryClient.invalidateQueries({ queryKey: BONUS_CODES_KEY });
  });

  usePlayerRealtimeEvent('wallet:accounts', refreshBonuses);
  return null;
}

function dropItem(queryClient: QueryClient, queryKey: QueryKey, id: string) {
  queryClient.setQueryData<{ id: string }[]>(queryKey, (list) => list?.filter((item) => item.id !== id));
}

/** The alerts of pushed bonuses, free spins (with their game's name) and deposit codes. */
function usePushAlerts() {
  const t = useT('alerts');
  const pushAlert = useAlerts();
  const api = useApi();
  const queryClient = useQueryClient();
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  return {
    bonus(item: PlayerBonus) {
      const outcome = pushOutcome(item.status, item.result, 'bonus');
      if (!outcome) return;
      const amount = formatMoney(item.amount, unitOf(item.currency), locale);
      pushAlert({
        type: ALERT_TYPES[outcome],
        title: t(`bonus.${outcome}.title`),
        text: t(`bonus.${outcome}.text`, { name: item.name, amount }),
      });
    },
    freespin(item: PlayerFreespin) {
      const outcome = pushOutcome(item.status, item.result, 'freeSpin');
      if (!outcome) return;
      const show = (game: string) =>
        pushAlert({
          type: ALERT_TYPES[outcome],
          title: t(`freeSpin.${outcome}.title`),
          text: t(`freeSpin.${outcome}.text`, { count: item.count, game }),
        });
      // Without the game's name the alert still comes (spec section 8: that failure is only logged).
      void queryClient
        .fetchQuery(bonusesQueries.game(api, item.gameId))
        .then((game) => show(game.name))
        .catch(() => show(t('freeSpin.someGame')));
    },
    code(status: number) {
      const key =
        status === BonusCodeStatus.incorrect
          ? 'incorrect'
          : status === BonusCodeStatus.notAvailable
            ? 'notAvailable'
            : null;
      if (key)
        pushAlert({ type: 'error', title: t(`bonusCode.${key}.title`), text: t(`bonusCode.${key}.text`) });
    },
  };
}
