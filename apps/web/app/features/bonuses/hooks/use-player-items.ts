import { type PlayerBonus, PlayerBonusStatus, type PlayerFreespin } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { bonusesQueries } from '../api/bonuses-api.ts';
import type { ItemRef } from '../lib/item-ref.ts';

export type PlayerItem = { kind: 'bonus'; item: PlayerBonus } | { kind: 'freespin'; item: PlayerFreespin };

/**
 * The player's bonus or free spins a modal's flag names, from the lists the page keeps current (loaded
 * when the modal opens on its own); the active bonus comes too, for the change-active-bonus warning.
 */
export function usePlayerItem(ref: ItemRef) {
  const api = useApi();
  const bonuses = useQuery({ ...bonusesQueries.playerBonuses(api), enabled: ref.kind === 'bonus' });
  const freespins = useQuery({ ...bonusesQueries.playerFreespins(api), enabled: ref.kind === 'freespin' });
  const list = ref.kind === 'bonus' ? bonuses : freespins;
  const found: PlayerItem | null =
    ref.kind === 'bonus'
      ? wrap(
          'bonus',
          bonuses.data?.find((item) => item.id === ref.id),
        )
      : wrap(
          'freespin',
          freespins.data?.find((item) => item.id === ref.id),
        );
  return {
    found,
    active:
      bonuses.data?.find((item) => item.status === PlayerBonusStatus.active && item.id !== ref.id) ?? null,
    isPending: list.isPending,
  };
}

function wrap<K extends PlayerItem['kind']>(
  kind: K,
  item: Extract<PlayerItem, { kind: K }>['item'] | undefined,
) {
  return item ? ({ kind, item } as PlayerItem) : null;
}
