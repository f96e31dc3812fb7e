// @vitest-environment happy-dom
import type { LoyaltyAccount, PointsOffer, Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { dataReply, errorReply, fakeApi } from '../../../test/fake-api.ts';
import { LoyaltyPage } from '../pages/loyalty-page.tsx';
import { account, EARN_RULES, LEVELS, PLAYER, renderInSite } from '../test/loyalty-harness.tsx';
import PointsExchange from './points-exchange.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const OFFERS: PointsOffer[] = [
  { id: 'o1', title: '10 EUR bonus', points: 1000, amount: 10, currency: 'EUR', wagerMultiplier: 30 },
  { id: 'o2', title: '50 EUR bonus', points: 4500, amount: 50, currency: 'EUR', wagerMultiplier: 35 },
];
const EXCHANGE = (id: string) => `POST /api/retention/points-offers/${id}/exchange`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * /loyalty with the exchange under the player's progress; the server spends the points of an offer
 * once per requestId and answers 422 on points when they do not reach.
 */
async function openPage(
  points: number,
  { hold, serverPoints = points }: { hold?: Promise<void>; serverPoints?: number } = {},
) {
  let held: LoyaltyAccount = account(2, 2000, serverPoints);
  const spent = new Set<string>();
  const server = fakeApi((route, call) => {
    if (route === 'GET /api/retention/account') return dataReply(held);
    const offer = OFFERS.find((item) => route === EXCHANGE(item.id));
    if (!offer) return undefined;
    const { requestId } = call.body as { requestId: string };
    if (spent.has(requestId)) return dataReply({ account: held, bonusId: 'b1' });
    if (held.points < offer.points) return errorReply(422, 0, { points: ['Not enough points.'] });
    spent.add(requestId);
    held = {
      ...held,
      points: held.points - offer.points,
      updatedAt: new Date(Date.UTC(2030, 0, 2)).toISOString(),
    };
    return dataReply({ account: held, bonusId: 'b1' });
  });
  if (hold) {
    const answer = server.api.call;
    server.api.call = (async (...args: Parameters<typeof answer>) => {
      await hold;
      return answer(...args);
    }) as typeof answer;
  }
  fake.api = server.api;
  fake.player = PLAYER;
  const site = await renderInSite(
    <LoyaltyPage loaded={{ levels: LEVELS, earnRules: EARN_RULES, account: account(2, 2000, points) }}>
      <PointsExchange loaded={{ offers: OFFERS, asPlayer: true }} />
    </LoyaltyPage>,
  );
  return { ...site, server };
}

const exchangeButtons = () => screen.getAllByTestId('points-offer-exchange') as HTMLButtonElement[];

describe('the points exchange on /loyalty', () => {
  afterEach(cleanup);

  it('lists each offer with its cost in points and the bonus it gives', async () => {
    await openPage(1500);
    expect(screen.getAllByTestId('points-offer-cost').map((item) => item.textContent)).toEqual([
      '1,000 points',
      '4,500 points',
    ]);
    expect(screen.getAllByTestId('points-offer-gives').map((item) => item.textContent)).toEqual([
      '10.00 EUR bonus',
      '50.00 EUR bonus',
    ]);
    expect(screen.getAllByTestId('points-offer')[0]!.textContent).toContain('Wager ×30');
  });

  it('exchanges with a fresh requestId each click, and the points held follow', async () => {
    const { server } = await openPage(2500);
    expect(screen.getByTestId('loyalty-points').textContent).toBe('2,500');
    fireEvent.click(exchangeButtons()[0]!);
    await waitFor(() => expect(screen.getByTestId('loyalty-points').textContent).toBe('1,500'));
    await waitFor(() => expect(screen.getByText('10 EUR bonus: the bonus is in your account.')).toBeTruthy());
    fireEvent.click(exchangeButtons()[0]!);
    await waitFor(() => expect(screen.getByTestId('loyalty-points').textContent).toBe('500'));
    const ids = server.callsTo(EXCHANGE('o1')).map((call) => (call.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('offers no exchange the points do not reach, and says how many are missing (issue 28, item 12)', async () => {
    await openPage(1500);
    expect(exchangeButtons().map((button) => button.disabled)).toEqual([false, true]);
    expect(screen.getAllByTestId('points-offer-shortfall').map((item) => item.textContent)).toEqual([
      '3,000 more points needed',
    ]);
    expect(screen.getAllByTestId('points-offer')[1]!.textContent).toContain('3,000 more points needed');
  });

  it('says "not enough points" when the server refuses on points (422)', async () => {
    // Points spent elsewhere since the page read them: the server has fewer than the page shows.
    await openPage(5000, { serverPoints: 1500 });
    fireEvent.click(exchangeButtons()[1]!);
    await waitFor(() =>
      expect(screen.getByTestId('points-offer-error').textContent).toBe('Not enough points for this offer.'),
    );
  });

  it('disables the button while the exchange is pending', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { server } = await openPage(2500, { hold });
    fireEvent.click(exchangeButtons()[0]!);
    await waitFor(() => expect(exchangeButtons()[0]!.disabled).toBe(true));
    expect(exchangeButtons()[0]!.textContent).toBe('Exchanging…');
    fireEvent.click(exchangeButtons()[0]!);
    release();
    await waitFor(() => expect(exchangeButtons()[0]!.disabled).toBe(false));
    expect(server.callsTo(EXCHANGE('o1'))).toHaveLength(1);
  });
});
