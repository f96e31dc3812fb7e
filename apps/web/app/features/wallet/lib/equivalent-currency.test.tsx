// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EQUIVALENT_CURRENCY_KEY, toggledEquivalent, useEquivalentCurrency } from './equivalent-currency.ts';

let current: ReturnType<typeof useEquivalentCurrency>;
function Probe() {
  current = useEquivalentCurrency();
  return <output data-testid="code">{current.code ?? 'off'}</output>;
}

describe('equivalent currency', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('sets USD when switched on and removes it when switched off', () => {
    expect(toggledEquivalent(true)).toBe('USD');
    expect(toggledEquivalent(false)).toBeNull();
  });

  it('keeps the choice in local storage and tells every reader', () => {
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(screen.getAllByTestId('code').map((node) => node.textContent)).toEqual(['off', 'off']);
    act(() => current.toggle(true));
    expect(window.localStorage.getItem(EQUIVALENT_CURRENCY_KEY)).toBe('USD');
    expect(screen.getAllByTestId('code').map((node) => node.textContent)).toEqual(['USD', 'USD']);
    act(() => current.choose('BRL'));
    expect(window.localStorage.getItem(EQUIVALENT_CURRENCY_KEY)).toBe('BRL');
    expect(current.enabled).toBe(true);
    act(() => current.toggle(false));
    expect(window.localStorage.getItem(EQUIVALENT_CURRENCY_KEY)).toBeNull();
    expect(screen.getAllByTestId('code').map((node) => node.textContent)).toEqual(['off', 'off']);
  });

  it('reads a value stored in an earlier visit', () => {
    window.localStorage.setItem(EQUIVALENT_CURRENCY_KEY, 'CAD');
    render(<Probe />);
    expect(screen.getByTestId('code').textContent).toBe('CAD');
  });
});
