import { describe, expect, it } from 'vitest';
import {
  BonusCodeStatus,
  bonusOutcome,
  constantsCatalogue,
  constantsResponseSchema,
  InvoiceStatus,
  isListedBonusStatus,
  isQuestExpired,
  LimitDefinition,
  limitPeriods,
  PlayerBonusResult,
  PlayerBonusStatus,
  PlayerStatus,
  QuestState,
} from './enums.ts';

describe('enums', () => {
  it('keeps the numbers fixed by the spec', () => {
    expect(PlayerStatus.active).toBe(1);
    expect(PlayerStatus.limited).toBe(2);
    expect(InvoiceStatus).toEqual({ pending: 1, success: 2, error: 3 });
    expect(BonusCodeStatus.incorrect).toBe(3);
    expect(BonusCodeStatus.notAvailable).toBe(4);
    expect(LimitDefinition).toEqual({ bet: 1, loss: 2, deposit: 3, selfExclusion: 4, coolingOff: 5 });
    expect(QuestState.active).toBe(2);
    expect(QuestState.completed).toBe(3);
  });

  it('orders limit periods daily, weekly, monthly', () => {
    expect(limitPeriods).toEqual(['daily', 'weekly', 'monthly']);
  });

  it('maps result 2 to activated while active and played once finished', () => {
    expect(PlayerBonusResult.activated).toBe(PlayerBonusResult.played);
    expect(bonusOutcome(1, 1)).toBe('issued');
    expect(bonusOutcome(2, 2)).toBe('activated');
    expect(bonusOutcome(3, 2)).toBe('played');
    expect(bonusOutcome(3, 3)).toBe('cancelled');
    expect(bonusOutcome(3, 4)).toBe('expired');
    expect(bonusOutcome(3, 5)).toBe('lost');
  });

  it('rejects status and result pairs the lifecycle does not allow', () => {
    expect(bonusOutcome(1, 2)).toBeNull();
    expect(bonusOutcome(2, 1)).toBeNull();
    expect(bonusOutcome(3, 1)).toBeNull();
    expect(bonusOutcome(4, 1)).toBeNull();
    expect(bonusOutcome(3, 5, 'freeSpin')).toBeNull();
    expect(bonusOutcome(3, 4, 'freeSpin')).toBe('expired');
  });

  it('keeps only issued and active bonuses in lists', () => {
    expect(isListedBonusStatus(PlayerBonusStatus.issued)).toBe(true);
    expect(isListedBonusStatus(PlayerBonusStatus.active)).toBe(true);
    expect(isListedBonusStatus(PlayerBonusStatus.finished)).toBe(false);
  });

  it('treats quest states 5 and 6 as expired', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isQuestExpired)).toEqual([5, 6]);
  });
});

describe('constantsCatalogue', () => {
  it('matches the response schema exactly', () => {
    const parsed = constantsResponseSchema.parse(constantsCatalogue);
    expect(parsed).toEqual(constantsCatalogue);
    expect(Object.keys(constantsResponseSchema.shape).sort()).toEqual(Object.keys(constantsCatalogue).sort());
  });

  it('lists the settings enumerations of the spec', () => {
    expect(constantsCatalogue.playerStatuses.limited).toBe(2);
    expect(constantsCatalogue.invoiceTypes).toEqual({ deposit: 1, withdrawal: 2 });
    expect(constantsCatalogue.freeSpinResults).not.toHaveProperty('lost');
    expect(constantsCatalogue.playerBonusResults.lost).toBe(5);
  });

  it('rejects a response with a missing enumeration or a non-numeric value', () => {
    const { betStatuses: _omitted, ...missing } = constantsCatalogue;
    expect(constantsResponseSchema.safeParse(missing).success).toBe(false);
    const wrong = { ...constantsCatalogue, invoiceStatuses: { pending: '1' } };
    expect(constantsResponseSchema.safeParse(wrong).success).toBe(false);
  });
});
