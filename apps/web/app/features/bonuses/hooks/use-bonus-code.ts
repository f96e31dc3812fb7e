import { BonusCodeStatus, BonusCodeTrigger, ErrorCode, type PlayerBonusCode } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { BONUSES_QUERY_KEY, bonusesCalls } from '../api/bonuses-api.ts';
import { codeLockEnd } from '../lib/code-lock.ts';

type CodeAlert = 'accepted' | 'waiting' | 'incorrect' | 'notAvailable';

/** The alert of an answered code: statuses 3 and 4 are refusals (spec section 4). */
function alertOf(code: PlayerBonusCode): CodeAlert {
  if (code.status === BonusCodeStatus.incorrect) return 'incorrect';
  if (code.status === BonusCodeStatus.notAvailable) return 'notAvailable';
  return code.trigger === BonusCodeTrigger.list ? 'waiting' : 'accepted';
}

/** A code answered incorrect (3) or not available (4): the player may correct it. */
export function isRefusedCode(code: Pick<PlayerBonusCode, 'status'>): boolean {
  return code.status === BonusCodeStatus.incorrect || code.status === BonusCodeStatus.notAvailable;
}

/** The same refusals as errors, for a server that answers them with 14004 or 14005. */
const REFUSALS: Record<number, CodeAlert> = {
  [ErrorCode.bonusCodeIncorrect]: 'incorrect',
  [ErrorCode.bonusCodeNotAvailable]: 'notAvailable',
};

/**
 * The lock of the input: when it ends (ms), or null; it lifts itself then. Kept in memory only: after
 * a reload the input is open, and the next attempt the server still refuses locks it again.
 */
function useCodeLock() {
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);
  return [lockedUntil, setLockedUntil] as const;
}

/**
 * Redeems a bonus code: trigger 1 (promo, issued at once) or 3 (with the next deposit). The answer's
 * status raises an alert; HTTP 400 with code 5 (too many wrong codes) locks the input until the
 * server's lock ends.
 */
export function useBonusCode(trigger: BonusCodeTrigger) {
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const t = useT('alerts');
  const [lockedUntil, setLockedUntil] = useCodeLock();
  const alert = (key: CodeAlert) =>
    pushAlert({
      type: key === 'incorrect' || key === 'notAvailable' ? 'error' : 'success',
      title: t(`bonusCode.${key}.title`),
      text: t(`bonusCode.${key}.text`),
    });
  const mutation = useMutation({
    mutationFn: (bonusCode: string) => bonusesCalls.addCode(api, bonusCode, trigger),
    onSuccess: (code) => {
      alert(alertOf(code));
      void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_KEY] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.bonusCodeLocked)
        return setLockedUntil(codeLockEnd(error.lockedUntil, Date.now()));
      const refusal = error instanceof ApiError ? REFUSALS[error.code] : undefined;
      if (refusal) return alert(refusal);
      pushAlert({ type: 'error', title: t('somethingWentWrong.title'), text: t('somethingWentWrong.text') });
    },
  });
  return { mutation, locked: lockedUntil !== null, lockedUntil };
}
