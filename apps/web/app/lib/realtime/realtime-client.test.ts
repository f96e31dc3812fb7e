import { describe, expect, it, vi } from 'vitest';
import { baseChannels, ONLINE_CHANNEL, profileChannels } from './channels.ts';
import { FakeCentrifuge } from './fake-centrifuge.ts';
import { RealtimeClient, toRealtimeState } from './realtime-client.ts';

const PROFILE_CHANNELS = [
  'bonus:player-bonus-codes#p1',
  'bonus:player-bonuses#p1',
  'bonus:player-freespins#p1',
  'game:bets#p1',
  'messenger:notifications#p1',
  'payment:invoices#p1',
  'retention:accounts#p1',
  'retention:wheels#p1',
  'wallet:accounts#p1',
];

function started(profileId: string | null) {
  const centrifuge = new FakeCentrifuge();
  const client = new RealtimeClient(centrifuge);
  client.start(profileId);
  return { centrifuge, client };
}

describe('realtime state', () => {
  it('maps the client states and counts anything else as disconnected', () => {
    expect(toRealtimeState('connected')).toBe('connected');
    expect(toRealtimeState('connecting')).toBe('connecting');
    expect(toRealtimeState('disconnected')).toBe('disconnected');
    expect(toRealtimeState('closed')).toBe('disconnected');
  });

  it('tells its listeners each state change', () => {
    const { centrifuge, client } = started(null);
    const states: string[] = [];
    client.onState((state) => states.push(state));
    centrifuge.setState('connected');
    centrifuge.setState('connecting');
    expect(states).toEqual(['connected', 'connecting']);
    expect(client.state).toBe('connecting');
  });
});

describe('channels per player', () => {
  it('gives the nine profile channels of a player and none without a profile id', () => {
    expect([...profileChannels('p1')].sort()).toEqual(PROFILE_CHANNELS);
    expect(profileChannels(null)).toEqual([]);
    expect(profileChannels('')).toEqual([]);
    expect(baseChannels(null)).toEqual([ONLINE_CHANNEL]);
  });

  it('connects a guest to global:online only', () => {
    const { centrifuge } = started(null);
    expect(centrifuge.subscribed()).toEqual([ONLINE_CHANNEL]);
    expect(centrifuge.calls).toEqual(['connect']);
  });

  it('connects a signed-in player to global:online and the profile channels', () => {
    const { centrifuge } = started('p1');
    expect(centrifuge.subscribed()).toEqual([...PROFILE_CHANNELS, ONLINE_CHANNEL].sort());
  });
});

describe('sign-in and sign-out', () => {
  it('subscribes the profile channels on sign-in, reconnecting with a new token', () => {
    const { centrifuge, client } = started(null);
    client.setPlayer('p1');
    expect(centrifuge.subscribed()).toEqual([...PROFILE_CHANNELS, ONLINE_CHANNEL].sort());
    expect(centrifuge.calls).toEqual(['connect', 'setToken()', 'disconnect', 'connect']);
  });

  it('drops the profile channels on sign-out and reconnects as a guest', () => {
    const { centrifuge, client } = started('p1');
    client.setPlayer(null);
    expect(centrifuge.subscribed()).toEqual([ONLINE_CHANNEL]);
    expect(centrifuge.token).toBe('');
    expect(centrifuge.calls.slice(-2)).toEqual(['disconnect', 'connect']);
  });

  it('swaps the channels when another player signs in', () => {
    const { centrifuge, client } = started('p1');
    client.setPlayer('p2');
    expect(centrifuge.subscribed()).toContain('wallet:accounts#p2');
    expect(centrifuge.subscribed()).not.toContain('wallet:accounts#p1');
  });

  it('does nothing when the player stays the same', () => {
    const { centrifuge, client } = started('p1');
    client.setPlayer('p1');
    expect(centrifuge.calls).toEqual(['connect']);
  });

  it('waits for start before connecting', () => {
    const centrifuge = new FakeCentrifuge();
    const client = new RealtimeClient(centrifuge);
    client.setPlayer('p1');
    expect(centrifuge.calls).toEqual([]);
    client.start(client.player);
    expect(centrifuge.subscribed()).toContain('wallet:accounts#p1');
  });
});

describe('listening to a channel', () => {
  it('hands each publication to the channel handlers', () => {
    const { centrifuge, client } = started('p1');
    const handler = vi.fn();
    const stop = client.listen('wallet:accounts#p1', handler);
    centrifuge.publish('wallet:accounts#p1', { event: 'account.balance.updated', account: { id: 'a1' } });
    centrifuge.publish('game:bets#p1', { event: 'game.bet.restricted', gameId: 'g1' });
    expect(handler).toHaveBeenCalledExactlyOnceWith({
      event: 'account.balance.updated',
      account: { id: 'a1' },
    });
    stop();
    centrifuge.publish('wallet:accounts#p1', {});
    expect(handler).toHaveBeenCalledOnce();
    expect(centrifuge.subscribed()).toContain('wallet:accounts#p1');
  });

  it('subscribes a public channel while someone listens to it', () => {
    const { centrifuge, client } = started(null);
    const first = client.listen('tournaments', vi.fn());
    const second = client.listen('tournaments', vi.fn());
    expect(centrifuge.subscribed()).toContain('tournaments');
    first();
    expect(centrifuge.subscribed()).toContain('tournaments');
    second();
    expect(centrifuge.subscribed()).not.toContain('tournaments');
  });

  it('hands the subscribe reply data to listeners, also to those who come later', () => {
    const centrifuge = new FakeCentrifuge();
    centrifuge.replies.set(ONLINE_CHANNEL, { event: 'global.online', count: 3 });
    const client = new RealtimeClient(centrifuge);
    const early = vi.fn();
    client.listen(ONLINE_CHANNEL, early);
    client.start(null);
    expect(early).toHaveBeenCalledExactlyOnceWith({ event: 'global.online', count: 3 });
    const late = vi.fn();
    client.listen(ONLINE_CHANNEL, late);
    expect(late).toHaveBeenCalledExactlyOnceWith({ event: 'global.online', count: 3 });
  });

  it('holds retention:quests only while the quests listen (the site offers them)', () => {
    const { centrifuge, client } = started('p1');
    expect(centrifuge.subscribed()).not.toContain('retention:quests#p1');
    const stop = client.listen('retention:quests#p1', vi.fn());
    expect(centrifuge.subscribed()).toContain('retention:quests#p1');
    stop();
    expect(centrifuge.subscribed()).not.toContain('retention:quests#p1');
  });

  it('subscribes the channels listened to before start when it starts', () => {
    const centrifuge = new FakeCentrifuge();
    const client = new RealtimeClient(centrifuge);
    client.listen('tournaments', vi.fn());
    expect(centrifuge.subscribed()).toEqual([]);
    client.start(null);
    expect(centrifuge.subscribed()).toEqual([ONLINE_CHANNEL, 'tournaments']);
  });
});
