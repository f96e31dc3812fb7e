import { type PlayerBonus, PlayerBonusStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { bonusesQueries } from '../api/bonuses-api.ts';
import { useMoney } from '../hooks/use-money.ts';

/**
 * A withdrawal forfeits the active bonus of its account (the server does it when the request is made):
 * the withdraw form tells the player what goes and asks them to agree before it can be sent.
 */
export function useWithdrawBonusConsent(currency: string): { notice: ReactNode; blocked: boolean } {
  const api = useApi();
  const { data } = useQuery(bonusesQueries.playerBonuses(api));
  const active = data?.find(
    (bonus) => bonus.status === PlayerBonusStatus.active && bonus.currency === currency,
  );
  const [agreed, setAgreed] = useState(false);
  if (!active) return { notice: null, blocked: false };
  return {
    notice: <WithdrawBonusNotice bonus={active} agreed={agreed} onAgree={setAgreed} />,
    blocked: !agreed,
  };
}

type NoticeProps = { bonus: PlayerBonus; agreed: boolean; onAgree: (agreed: boolean) => void };

function WithdrawBonusNotice({ bonus, agreed, onAgree }: NoticeProps) {
  const t = useT('modals');
  const money = useMoney(bonus.currency);
  return (
    <div className="notice notice--warning withdraw-bonus" role="note" data-testid="withdraw-bonus-notice">
      <p>{t('bonuses.withdraw.notice', { name: bonus.name, balance: money(bonus.balance) })}</p>
      <label className="checkbox-field">
        <input
          type="checkbox"
          className="checkbox-field__box"
          checked={agreed}
          onChange={(event) => onAgree(event.target.checked)}
          data-testid="withdraw-bonus-agree"
        />
        <span>{t('bonuses.withdraw.agree')}</span>
      </label>
    </div>
  );
}
