// @vitest-environment happy-dom
import type { PaymentMethod } from '@casino/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { walletI18n } from '../test/wallet-i18n.ts';
import { usePaymentForm } from './use-payment-form.ts';

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const EVM = '^0x[0-9a-fA-F]{40}$';

const usdt: PaymentMethod = {
  method: 'sandbox_crypto',
  type: 'address',
  logo: '',
  amountMin: 10,
  amountMax: 100_000,
  presets: [{ amount: 100, default: true }],
  processingType: 'form',
  fields: [
    {
      key: 'crypto_network',
      value: null,
      labels: { en: 'Network' },
      hints: {},
      fieldType: 'select',
      isRequired: true,
      regexp: null,
      position: 0,
      options: [
        { id: 'TRC20', name: 'Tron (TRC20)', minAmount: 10, maxAmount: 100_000, regexp: TRON, regex: TRON },
        { id: 'ERC20', name: 'Ethereum (ERC20)', minAmount: 20, maxAmount: 100_000, regexp: EVM, regex: EVM },
      ],
    },
    {
      key: 'wallet_id',
      value: null,
      labels: { en: 'Wallet address' },
      hints: {},
      fieldType: 'text',
      isRequired: true,
      regexp: null,
      position: 1,
      options: [],
    },
  ],
};
const unit: DisplayUnit = {
  currency: 'USDT',
  code: 'USDT',
  factor: 1,
  decimals: 6,
  shown: 2,
  type: 'crypto',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={walletI18n}>{children}</I18nextProvider>
);

describe('usePaymentForm', () => {
  it('starts a withdrawal at the minimum, caps it at the balance and resets it when the network changes', () => {
    const { result } = renderHook(
      () => usePaymentForm({ method: usdt, unit, ceiling: 150, startAtMinimum: true }),
      { wrapper },
    );
    expect(result.current.amountText).toBe('10');
    expect(result.current.max).toBe(150);
    act(() => result.current.setAmountText('120'));
    act(() => result.current.setField('crypto_network', 'ERC20'));
    expect(result.current.amountText).toBe('20');
    expect(result.current.min).toBe(20);
  });

  it("checks wallet_id against the chosen network's pattern once touched", () => {
    const { result } = renderHook(() => usePaymentForm({ method: usdt, unit }), { wrapper });
    expect(result.current.amountText).toBe('100');
    act(() => result.current.setField('wallet_id', `0x${'a'.repeat(40)}`));
    act(() => result.current.touch('wallet_id'));
    expect(result.current.fieldError('wallet_id')).toBe('This is not a valid Tron (TRC20) address.');
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setField('crypto_network', 'ERC20'));
    expect(result.current.fieldError('wallet_id')).toBeUndefined();
    expect(result.current.canSubmit).toBe(true);
    expect(result.current.request()).toEqual({
      amount: '100',
      fields: { crypto_network: 'ERC20', wallet_id: `0x${'a'.repeat(40)}` },
    });
  });

  it("puts a 422's errors on the amount and the fields, until they change", () => {
    const { result } = renderHook(() => usePaymentForm({ method: usdt, unit }), { wrapper });
    const error = new ApiError(422, 13003, 'Too much', {
      amount: ['The amount is above the maximum.'],
      'fields.wallet_id': ['This address is blocked.'],
      other: ['Not ours.'],
    });
    let applied = false;
    act(() => {
      applied = result.current.applyServerErrors(error);
    });
    expect(applied).toBe(true);
    expect(result.current.amountError).toBe('The amount is above the maximum.');
    expect(result.current.fieldError('wallet_id')).toBe('This address is blocked.');
    act(() => result.current.setField('wallet_id', 'T'));
    expect(result.current.fieldError('wallet_id')).not.toBe('This address is blocked.');
    expect(result.current.applyServerErrors(new ApiError(500, 10500, 'Down'))).toBe(false);
  });
});
