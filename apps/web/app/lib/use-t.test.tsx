// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';
import { useT } from './use-t.ts';

const resources = () => ({
  layout: {
    hello: 'Hello',
    greet: 'Hello {name}',
    items: 'one item',
    items_other: '{count} items',
    list: { a: 'A', b: 'B' },
  },
});

function translatorOf(namespace: string) {
  const i18n = createI18n('en', resources());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const first = renderHook(() => useT(namespace), { wrapper }).result.current;
  const second = renderHook(() => useT(namespace), { wrapper }).result.current;
  return { i18n, first, second };
}

describe('useT', () => {
  it('gives every component of a page the same translator, whose texts are i18next’s', () => {
    const { first, second } = translatorOf('layout');
    expect(second).toBe(first);
    expect(first('hello')).toBe('Hello');
    expect(first('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(first('greet', { name: 'Bo' })).toBe('Hello Bo');
    expect(first('items', { count: 1 })).toBe('one item');
    expect(first('items', { count: 3 })).toBe('3 items');
    expect(first('missing.key')).toBe('missing.key');
  });

  it('asks i18next once per key and values, except for returnObjects and values that are not text', () => {
    const { i18n, first } = translatorOf('layout');
    const calls = vi.spyOn(
      (i18n as unknown as { translator: { translate: () => unknown } }).translator,
      'translate',
    );
    for (let round = 0; round < 3; round++) {
      first('hello');
      first('greet', { name: 'Cy' });
    }
    expect(calls).toHaveBeenCalledTimes(2);
    const asked = () => calls.mock.calls.length;
    for (const ask of [
      () => first('list', { returnObjects: true }),
      () => first('list', { returnObjects: true }),
      () => first('greet', { name: { toString: () => 'Dee' } }),
      () => first('greet', { name: { toString: () => 'Dee' } }),
    ]) {
      const before = asked();
      ask();
      expect(asked()).toBeGreaterThan(before);
    }
  });

  it('reads a key as itself without an i18next instance', () => {
    const { result } = renderHook(() => useT('layout'));
    expect(result.current('hello')).toBe('hello');
  });
});
