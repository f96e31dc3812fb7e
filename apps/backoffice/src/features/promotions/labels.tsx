import { BonusCodeTrigger, BonusType } from '@casino/contracts';

export const PROMOTIONS_QUERY_KEY = ['backoffice', 'promotions'] as const;

export const TYPE_LABELS: Record<number, string> = {
  [BonusType.cash]: 'Cash',
  [BonusType.percentage]: 'Percentage',
  [BonusType.freeSpins]: 'Free spins',
};

export const TRIGGER_LABELS: Record<string, string> = {
  deposit: 'With a deposit',
  code: 'By a code only',
  cashback: 'Weekly cashback',
};

export const CODE_TRIGGER_LABELS: Record<number, string> = {
  [BonusCodeTrigger.add]: 'Promo: gives the bonus at once',
  [BonusCodeTrigger.list]: 'Deposit: with the next deposit',
};
