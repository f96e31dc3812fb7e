// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { walletI18n } from '../test/wallet-i18n.ts';
import { AmountInput } from './amount-input.tsx';

function Field({
  start = '',
  decimals = 2,
  max = 5000,
}: {
  start?: string;
  decimals?: number;
  max?: number;
}) {
  const [value, setValue] = useState(start);
  return (
    <I18nextProvider i18n={walletI18n}>
      <AmountInput
        value={value}
        onChange={setValue}
        min={10}
        max={max}
        decimals={decimals}
        format={(amount) => `${amount.toFixed(2)} EUR`}
      />
    </I18nextProvider>
  );
}

const input = () => screen.getByTestId('wallet-amount') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('AmountInput', () => {
  afterEach(cleanup);

  it('shows the limits in the active currency', () => {
    render(<Field />);
    expect(screen.getByText('From 10.00 EUR to 5000.00 EUR')).toBeTruthy();
    expect(input().maxLength).toBe(10);
    expect(input().inputMode).toBe('decimal');
  });

  it('names no range when the ceiling is below the minimum (a balance too small to withdraw)', () => {
    render(<Field max={0} />);
    expect(screen.queryByText(/^From /)).toBeNull();
    expect(input().getAttribute('aria-describedby') ?? '').not.toMatch(/hint/);
  });

  it('takes decimals only and strips a leading zero', () => {
    render(<Field />);
    type('0050');
    expect(input().value).toBe('50');
    type('4a2,5');
    expect(input().value).toBe('42.5');
    type('1.2.3');
    expect(input().value).toBe('1.23');
    type('12.345');
    expect(input().value).toBe('12.34');
  });

  it('keeps at most 10 characters', () => {
    render(<Field decimals={8} />);
    type('123456789012');
    expect(input().value).toBe('1234567890');
  });

  it('on blur turns empty or too small amounts into the minimum and too large ones into the maximum', () => {
    render(<Field />);
    type('');
    fireEvent.blur(input());
    expect(input().value).toBe('10');
    type('3');
    fireEvent.blur(input());
    expect(input().value).toBe('10');
    type('99999');
    fireEvent.blur(input());
    expect(input().value).toBe('5000');
    type('250.');
    fireEvent.blur(input());
    expect(input().value).toBe('250');
  });
});
