import { describe, expect, it } from 'vitest';
import { constantsResponseSchema } from './constants-response.ts';
import {
  BonusCodeStatus,
  bonusOutcome,
  buildConstants,
  type ConstantsSettings,
  InvoiceStatus,
  isListedBonusStatus,
  isQuestExpired,
  LimitDefinition,
  limitPeriods,
  PlayerBonusResult,
  PlayerBonusStatus,
  PlayerStatus,
  QuestState,
  realityCheckIntervalName,
  realityCheckIntervals,
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

const settings: ConstantsSettings = {
  timeZones: ['Europe/Berlin', 'UTC'],
  registration: { email: true, phone: false },
  otpEnabled: true,
  socialAuth: ['google'],
  telegram: null,
  referralEnabled: false,
  depositBonusDeclineDefault: false,
  realityCheckIntervals: realityCheckIntervals(),
};

describe('buildConstants', () => {
  it('matches the response schema exactly', () => {
    const constants = buildConstants(settings);
    expect(constantsResponseSchema.parse(constants)).toEqual(constants);
  });

  it('lists the settings enumerations of the spec as {id, name}', () => {
    const constants = buildConstants(settings);
    expect(constants.player.playerStatuses).toContainEqual({ id: 2, name: 'limited' });
    expect(constants.payment.invoiceTypes).toEqual([
      { id: 1, name: 'deposit' },
      { id: 2, name: 'withdrawal' },
    ]);
    expect(constants.game.playerFreespin.result.map((result) => result.name)).not.toContain('lost');
    expect(constants.game.playerBonus.result).toContainEqual({ id: 5, name: 'lost' });
    expect(constants.player.limit.definition.map((definition) => definition.id)).toEqual([1, 2, 3, 4, 5]);
    expect(constants.player.limit.cashPeriod.map((period) => period.id)).toEqual([
      'daily',
      'weekly',
      'monthly',
    ]);
    expect(constants.player.limit.realityCheckInterval).toEqual([
      { id: 900, name: '15-minutes' },
      { id: 1800, name: '30-minutes' },
      { id: 2700, name: '45-minutes' },
      { id: 3600, name: '60-minutes' },
      { id: 5400, name: '90-minutes' },
      { id: 7200, name: '120-minutes' },
    ]);
  });

  it('offers a short reality-check interval first only when the server is given one (end-to-end tests)', () => {
    expect(realityCheckIntervals(20)).toEqual([20, 900, 1800, 2700, 3600, 5400, 7200]);
    expect(realityCheckIntervals(900)).toEqual(realityCheckIntervals());
    expect(realityCheckIntervalName(20)).toBe('20-seconds');
  });

  it('lists a value named twice once (result 2 is activated and played)', () => {
    const ids = buildConstants(settings).game.playerBonus.result.map((result) => result.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
  });

  it('carries the switches of the settings, telegram only when configured', () => {
    const plain = buildConstants(settings);
    expect(plain.player.registration).toEqual({ email: true, phone: false });
    expect(plain.player.timeZone).toEqual([
      { id: 'Europe/Berlin', name: 'Europe/Berlin' },
      { id: 'UTC', name: 'UTC' },
    ]);
    expect(plain.player).not.toHaveProperty('telegram');
    const telegram = buildConstants({ ...settings, telegram: { bot: 'bot', authUrl: 'https://x/cb' } });
    expect(telegram.player.telegram).toEqual({ bot: 'bot', auth_url: 'https://x/cb' });
  });

  it('rejects a response with a missing list or a flat map', () => {
    const { payment: _omitted, ...missing } = buildConstants(settings);
    expect(constantsResponseSchema.safeParse(missing).success).toBe(false);
    const flat = { ...buildConstants(settings), payment: { invoiceStatuses: { pending: 1 } } };
    expect(constantsResponseSchema.safeParse(flat).success).toBe(false);
  });
});
