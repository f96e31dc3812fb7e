import { useState } from 'react';
import { checkBet, defaultBet } from '../lib/bet-amount.ts';
import { useStudio } from './studio-context.tsx';

/** The bet amount a game's form holds, checked against the session's limits and balance. */
export function useBetAmount() {
  const { limits, balanceMinor } = useStudio();
  const [amount, setAmount] = useState(() => defaultBet(limits));
  const check = checkBet(amount, limits, balanceMinor);
  return { amount, setAmount, check, problem: check.ok ? null : check.message };
}
