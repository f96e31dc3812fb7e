// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMarkHydrated } from '../../../lib/hydration.ts';
import { LAZY_ROOT_MARGIN, useNearViewport } from './use-near-viewport.ts';

/** An IntersectionObserver the test drives: it records its options and reports on demand. */
class DrivenObserver {
  static all: DrivenObserver[] = [];
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref} data-testid="probe" data-near={near} />;
}

/** The site shell's end-of-hydration mark: renders nothing. */
function HydrationMark() {
  useMarkHydrated();
  return null;
}

const near = (container: HTMLElement) =>
  container.querySelector('[data-testid=probe]')?.getAttribute('data-near');

describe('near the viewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    DrivenObserver.all = [];
  });

  it('counts what the server renders, and its hydration, as near', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    const html = renderToString(<Probe />);
    expect(html).toContain('data-near="true"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(
      <>
        <Probe />
        <HydrationMark />
      </>,
      { container, hydrate: true },
    );
    expect(near(container)).toBe('true');
    expect(DrivenObserver.all).toHaveLength(0);
  });

  it('waits for what the client adds until it comes within 400 px', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    render(<HydrationMark />);
    const { container } = render(<Probe />);
    expect(near(container)).toBe('false');
    const [observer] = DrivenObserver.all;
    expect(observer?.options.rootMargin).toBe(LAZY_ROOT_MARGIN);
    expect(LAZY_ROOT_MARGIN).toBe('400px');
    act(() => observer?.report([{ isIntersecting: false }]));
    expect(near(container)).toBe('false');
    act(() => observer?.report([{ isIntersecting: true }]));
    expect(near(container)).toBe('true');
  });

  it('shows at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<HydrationMark />);
    const { container } = render(<Probe />);
    expect(near(container)).toBe('true');
  });
});
