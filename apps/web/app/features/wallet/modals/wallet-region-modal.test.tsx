// @vitest-environment happy-dom
import type { Country, Profile } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { fakeApi, player, renderInSite } from '../test/wallet-harness.tsx';
import { WalletRegionModal } from './wallet-region-modal.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const country = (code: string, name: string): Country => ({
  code,
  name,
  nativeName: name,
  phonePrefix: '+1',
  currency: 'EUR',
  locale: 'en',
  restrict: false,
  restrictType: null,
});
const COUNTRIES = ['Afghanistan', 'Albania', 'Austria', 'Germany', 'Italy'].map((name) =>
  country(name === 'Germany' ? 'DE' : name.slice(0, 2).toUpperCase(), name),
);

describe('the payment region list', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens on the visitor’s country, marked and scrolled into view, not at the top of the list', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    fake.api = fakeApi({ 'GET /api/settings/countries': { body: { data: COUNTRIES } } }).api;
    fake.player = { ...player(1), country: null } as Profile;
    renderInSite(<WalletRegionModal value="true" close={vi.fn()} setCloseGuard={vi.fn()} />, {
      url: '/?wallet-region',
      profile: fake.player,
    });
    const germany = await screen.findByTestId('region-DE');
    expect(germany.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(scrolled).toEqual([germany]));
  });
});
