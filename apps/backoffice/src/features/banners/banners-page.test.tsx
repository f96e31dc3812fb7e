// @vitest-environment happy-dom
import type { Banner } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const image = {
  id: '00000000-0000-4000-8000-0000000000i1',
  url: `/api/banner-images/${'a'.repeat(64)}.png`,
  width: 1200,
  height: 400,
  mimeType: 'image/png' as const,
  bytes: 1000,
};

const banner = (over: Partial<Banner> = {}): Banner => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Welcome week',
  position: 1,
  state: 'draft',
  locales: { en: { title: 'Welcome week: 100% bonus', link: '/bonus/welcome', image } },
  scheduledAt: null,
  startsAt: null,
  endsAt: null,
  endedAt: null,
  updatedAt: '2026-12-03T06:00:00.000Z',
  ...over,
});

const locales = {
  status: 200,
  body: {
    data: [
      { code: 'en', name: 'English', isDefault: true },
      { code: 'de', name: 'Deutsch', isDefault: false },
    ],
  },
};

describe('the banners page', () => {
  it('lists banners with their state and schedules a draft', async () => {
    const view = renderBackoffice('/banners', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/banners': { status: 200, body: { data: [banner()] } },
        'GET /api/settings/locales': locales,
        'POST /api/backoffice/banners/00000000-0000-4000-8000-0000000000b1/schedule': {
          status: 200,
          body: { data: banner({ state: 'live', scheduledAt: '2026-12-03T06:00:00.000Z' }) },
        },
      },
    });
    const table = await screen.findByTestId('banners-table');
    expect(within(table).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Schedule: Welcome week' }));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(
        'POST /api/backoffice/banners/00000000-0000-4000-8000-0000000000b1/schedule',
      ),
    );
  });

  it('edits a banner with a preview as the player sees it, sending only the filled-in locales', async () => {
    const view = renderBackoffice('/banners', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/banners': { status: 200, body: { data: [banner()] } },
        'GET /api/settings/locales': locales,
        'PUT /api/backoffice/banners/00000000-0000-4000-8000-0000000000b1': (body) => ({
          status: 200,
          body: { data: { ...banner(), ...(body as object) } },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Welcome week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome week' });
    const preview = within(dialog).getByRole('figure', { name: 'Preview as players see it' });
    expect(within(preview).getByText('Welcome week: 100% bonus')).toBeTruthy();
    const picture = preview.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('1200');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Welcome fortnight' } });
    expect(await within(preview).findByText('Welcome fortnight')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.requests.some((request) => request.key.startsWith('PUT /api/backoffice/banners/'))).toBe(
        true,
      ),
    );
    const sent = view.requests.find((request) => request.key.startsWith('PUT /api/backoffice/banners/'));
    expect(sent?.body).toMatchObject({
      name: 'Welcome week',
      locales: { en: { title: 'Welcome fortnight', imageId: image.id, link: '/bonus/welcome' } },
      schedule: { startsAt: null, endsAt: null },
    });
    expect(Object.keys((sent!.body as { locales: object }).locales)).toEqual(['en']);
  });

  it('shows support (bonuses.read) the list without changes', async () => {
    renderBackoffice('/banners', {
      me: meOf('support'),
      routes: {
        'GET /api/backoffice/banners': { status: 200, body: { data: [banner({ state: 'live' })] } },
        'GET /api/settings/locales': locales,
      },
    });
    const table = await screen.findByTestId('banners-table');
    expect(within(table).getByText('Live')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
