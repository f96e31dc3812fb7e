// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLimitDate } from './format.ts';

vi.mock('../../../lib/site-data.ts', () => ({ useSiteData: () => ({ locale: 'en' }) }));

function Resets({ iso }: { iso: string }) {
  return <p>{useLimitDate()(iso)}</p>;
}

describe('limit dates', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('render in UTC on the server and in hydration, in the browser zone once mounted', async () => {
    process.env.TZ = 'Asia/Tokyo';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Resets iso="2030-01-01T18:30:00.000Z" />);
    expect(container.textContent).toMatch(/^Jan 1, 2030, 6:30\sPM UTC$/);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Resets iso="2030-01-01T18:30:00.000Z" />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toMatch(/^Jan 2, 2030, 3:30\sAM$/);
    act(() => root.unmount());
  });
});
