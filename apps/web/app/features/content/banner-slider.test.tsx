// @vitest-environment happy-dom
import type { PublicBanner } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { BannerSlider } from './banner-slider.tsx';

vi.mock('../../lib/site-data.ts', () => ({
  useSiteData: () => ({ locale: 'en' }),
  useLocalizePath: () => (path: string) => `/de${path}`,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const banner = (n: number, link = `/bonus/${n}`): PublicBanner => ({
  id: `b${n}`,
  title: `Promotion ${n}`,
  link,
  image: { url: `/api/banner-images/${String(n).repeat(64)}.png`, width: 1200, height: 400 },
});

function renderSlider(banners: PublicBanner[], reducedMotion = false) {
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as never;
  const router = createMemoryRouter([{ path: '/', element: <BannerSlider banners={banners} /> }]);
  return render(
    <I18nextProvider i18n={englishI18n('global-components')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const shownTitle = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') !== 'true')
    ?.textContent;

describe('the banner slider', () => {
  it('draws every image with its size, only the first eagerly, links localized', () => {
    renderSlider([banner(1), banner(2, 'https://partner.example/offer'), banner(3)]);
    const images = document.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect([...images].every((image) => image.getAttribute('width') === '1200')).toBe(true);
    expect([...images].every((image) => image.getAttribute('height') === '400')).toBe(true);
    const links = document.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('/de/bonus/1');
    expect(links[1]?.getAttribute('href')).toBe('https://partner.example/offer');
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
  });

  it('moves with the arrow keys and the buttons; slides out of view are hidden and inert', () => {
    renderSlider([banner(1), banner(2), banner(3)]);
    expect(shownTitle()).toBe('Promotion 1');
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Promotion 2');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownTitle()).toBe('Promotion 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show promotion 1: Promotion 1' }));
    expect(shownTitle()).toBe('Promotion 1');
    const hidden = screen
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide.hasAttribute('inert'));
    expect(hidden).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(
      within(region)
        .getByRole('button', { name: /Show promotion 2/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('turns by itself, but never under reduced motion', () => {
    vi.useFakeTimers();
    renderSlider([banner(1), banner(2)]);
    act(() => vi.advanceTimersByTime(7_100));
    expect(shownTitle()).toBe('Promotion 2');
    cleanup();
    renderSlider([banner(1), banner(2)], true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownTitle()).toBe('Promotion 1');
  });

  it('shows a single banner without controls', () => {
    renderSlider([banner(1)]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
