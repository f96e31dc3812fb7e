import { type BonusOutcome, bonusOutcome, PlayerBonusStatus } from '@casino/contracts';

/**
 * The alert a pushed bonus or free spin raises, keyed `status-result` (client contract section 13):
 * 1-1 issued, 2-1 activated, 3-2 played, 3-3 cancelled, 3-4 expired, 3-5 lost. Any active status reads
 * as activated: the contract keys it 2-1 while the enums pair it with result 2.
 */
export function pushOutcome(status: number, result: number, kind: 'bonus' | 'freeSpin'): BonusOutcome | null {
  if (status === PlayerBonusStatus.active) return 'activated';
  return bonusOutcome(status, result, kind);
}

export const ALERT_TYPES: Record<BonusOutcome, 'success' | 'info' | 'error'> = {
  issued: 'success',
  activated: 'success',
  played: 'success',
  cancelled: 'info',
  expired: 'info',
  lost: 'info',
};
