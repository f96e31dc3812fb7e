// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pillScrollOffset } from '../lib/pill-scroll.ts';
import { walletI18n } from '../test/wallet-i18n.ts';
import { AmountPills } from './amount-pills.tsx';

const sizes = { clientWidth: 300, scrollWidth: 900, scrollLeft: 0 };

function fakeLayout(name: keyof typeof sizes) {
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'amount-pills' ? sizes[name] : 0;
    },
    set() {},
  });
}

describe('AmountPills', () => {
  beforeEach(() => {
    sizes.scrollLeft = 0;
    for (const name of Object.keys(sizes) as (keyof typeof sizes)[]) fakeLayout(name);
  });
  afterEach(() => {
    cleanup();
    for (const name of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, name);
  });

  it('moves 60 % of the visible width each way', () => {
    expect(pillScrollOffset(300, 1)).toBe(180);
    expect(pillScrollOffset(375, -1)).toBe(-225);
  });

  it('scrolls the row with the arrows, each disabled at its end', () => {
    const onPick = vi.fn();
    render(
      <I18nextProvider i18n={walletI18n}>
        <AmountPills
          amounts={[20, 50, 100, 250]}
          selected={50}
          format={(amount) => `${amount} EUR`}
          onPick={onPick}
        />
      </I18nextProvider>,
    );
    const row = screen.getByTestId('amount-pills');
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as typeof row.scrollBy;
    const previous = screen.getByRole('button', { name: 'Earlier amounts' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'More amounts' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 180, behavior: 'smooth' });

    sizes.scrollLeft = 600;
    fireEvent.scroll(row);
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -180, behavior: 'smooth' });
  });

  it('marks the chosen amount and picks one', () => {
    const onPick = vi.fn();
    render(
      <I18nextProvider i18n={walletI18n}>
        <AmountPills amounts={[20, 50]} selected={50} format={(amount) => `${amount} EUR`} onPick={onPick} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: '50 EUR' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '20 EUR' }));
    expect(onPick).toHaveBeenCalledWith(20);
  });
});
