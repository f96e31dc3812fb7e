import type { Profile, Wheel, WheelSpinResult } from '@casino/contracts';
import type { ReactNode } from 'react';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { dataReply, errorReply, fakeApi, pageReply } from '../../../test/fake-api.ts';
import { renderRealtimeSite } from '../../../test/realtime-site.tsx';

/** The English texts of the wheels. */
export const wheelsI18n = englishI18n('global-components');

export const PLAYER = { id: 'p1', status: 1, nickname: 'ann', country: 'DE' } as Profile;

const spin = (n: number) => ({
  id: `s${n}`,
  expireAt: new Date(Date.now() + (n + 1) * 3_600_000).toISOString(),
  serverSeedHash: `hash-${n}`,
});

/** The daily wheel: four sectors, `spins` spins held, the next daily spin in six hours. */
export function wheel(spins: number): Wheel {
  return {
    id: 'w1',
    state: 2,
    title: 'Daily wheel',
    identity: 'daily',
    description: 'A spin a day.',
    items: [
      { id: 'i1', title: '50 points', dropRate: 40, prize: { type: 'points', amount: 50, currency: null } },
      { id: 'i2', title: '5 EUR bonus', dropRate: 30, prize: { type: 'bonus', amount: 5, currency: 'EUR' } },
      {
        id: 'i3',
        title: '10 free spins',
        dropRate: 20,
        prize: { type: 'freespins', amount: 10, currency: null },
      },
      { id: 'i4', title: 'Nothing', dropRate: 10, prize: { type: 'nothing', amount: 0, currency: null } },
    ],
    startAt: '2030-01-01T00:00:00.000Z',
    endAt: null,
    playerSpins: Array.from({ length: spins }, (_, n) => spin(n)),
    limitRefreshAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    rules: { daily: true, perDeposit: true, minDeposit: 20, currency: 'EUR' },
  };
}

export const WHEELS_ROUTE = 'GET /api/retention/wheels';
export const SPIN_ROUTE = 'POST /api/retention/wheels/w1/spin';

/** What a spin of sector `itemId` answers. */
export const spinResult = (itemId: string, title: string): WheelSpinResult => ({
  id: itemId,
  title,
  prize: { type: 'points', amount: 50, currency: null },
  fairness: { serverSeed: 'seed-0', serverSeedHash: 'hash-0', clientSeed: 'client-1', nonce: 7 },
});

/**
 * The wheels API in memory (client contract section 9): the wheel with the player's spins (none for
 * a guest), and a spin that plays the oldest one and draws `draw`, or answers 10003 without a spin.
 */
export function fakeWheelsApi({ spins = 1, draw = spinResult('i1', '50 points') } = {}) {
  let held = spins;
  let expireAll = false;
  const server = fakeApi((route, call) => {
    if (route === WHEELS_ROUTE) return pageReply([wheel(call.headers.authorization ? held : 0)]);
    if (route === SPIN_ROUTE) {
      if (held === 0 || expireAll) {
        held = 0;
        return errorReply(422, 10003);
      }
      held -= 1;
      return dataReply(draw);
    }
    return undefined;
  });
  return {
    ...server,
    /** The server issues spins (a push is sent apart). */
    issue: (count: number) => {
      held += count;
    },
    /** The player's spins expire before the next spin reaches the server. */
    expire: () => {
      expireAll = true;
    },
  };
}

/** Renders as an English page of the site, signed in as PLAYER unless `player` is null. */
export async function renderInSite(ui: ReactNode, { player = PLAYER as Profile | null } = {}) {
  const siteData = {
    locale: 'en',
    init: { country: 'DE', defaultLocale: 'en', player, settings: { loyaltyEnabled: true } },
    bonusPages: [],
  } as unknown as SiteData;
  return renderRealtimeSite(ui, {
    url: '/loyalty',
    siteData,
    i18n: wheelsI18n,
    profileId: player?.id ?? null,
  });
}
