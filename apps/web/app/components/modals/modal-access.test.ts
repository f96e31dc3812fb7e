import { describe, expect, it } from 'vitest';
import { canOpenModal, MODAL_ACCESS, modalZIndex } from './modal-access.ts';

describe('modal access', () => {
  it('lets only guests open the guest-only modals', () => {
    for (const name of ['sign-in', 'forgot-pass', 'reset-pass', 'sign-up']) {
      expect(canOpenModal(name, false)).toBe(true);
      expect(canOpenModal(name, true)).toBe(false);
    }
  });

  it('lets only players open the logged-in modals', () => {
    for (const name of ['wallet', 'deposit-error', 'max-bets', 'restricted-bets', 'cancel-issued-bonus']) {
      expect(canOpenModal(name, true)).toBe(true);
      expect(canOpenModal(name, false)).toBe(false);
    }
  });

  it('lets everyone open the open-to-all modals', () => {
    for (const name of ['success', 'demo-game', 'categories', 'sign-up-cancel', 'geo-restricted-game']) {
      expect(canOpenModal(name, true)).toBe(true);
      expect(canOpenModal(name, false)).toBe(true);
    }
  });

  it('refuses names the spec does not list', () => {
    expect(canOpenModal('admin', true)).toBe(false);
    expect(canOpenModal('bonus-confirm-action', true)).toBe(false);
  });

  it('knows all 4 guest, 28 player and 10 open modals', () => {
    const counts = Object.values(MODAL_ACCESS).reduce<Record<string, number>>((acc, access) => {
      acc[access] = (acc[access] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ guest: 4, player: 28, all: 10 });
  });

  it('stacks z-index from 1000 by 2', () => {
    expect([0, 1, 2].map(modalZIndex)).toEqual([1000, 1002, 1004]);
  });
});
