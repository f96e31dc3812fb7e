import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './client.ts';
import { FakeCentrifuge } from './fake-centrifuge.ts';

const tokenOf = (centrifuge: FakeCentrifuge, channel: string) => centrifuge.tokenGetters.get(channel)?.();

describe('the shared realtime client', () => {
  it('holds the base channels of who is connected, none by default', () => {
    const bare = new FakeCentrifuge();
    new RealtimeClient(bare).start('s1');
    expect(bare.subscribed()).toEqual([]);
    const own = new FakeCentrifuge();
    new RealtimeClient(own, (id) => (id ? [`own#${id}`] : ['public'])).start('s1');
    expect(own.subscribed()).toEqual(['own#s1']);
  });

  it('subscribes a token channel with its getter, and drops the getter with the last listener', async () => {
    const centrifuge = new FakeCentrifuge();
    const client = new RealtimeClient(centrifuge);
    client.start(null);
    const stop = client.listen('chat:queue', () => undefined, { getToken: async () => 'queue-token' });
    expect(centrifuge.subscribed()).toEqual(['chat:queue']);
    expect(await tokenOf(centrifuge, 'chat:queue')).toBe('queue-token');
    stop();
    expect(centrifuge.subscribed()).toEqual([]);
    client.listen('chat:queue', () => undefined);
    centrifuge.tokenGetters.clear();
    client.setPlayer('p1');
    expect(centrifuge.tokenGetters.has('chat:queue')).toBe(false);
  });

  it('subscribes token channels again on a change of identity, so they get tokens for the new one', async () => {
    const centrifuge = new FakeCentrifuge();
    const client = new RealtimeClient(centrifuge);
    client.start(null);
    let who = 'guest';
    const seen: unknown[] = [];
    client.listen('chat:conversation:c1', (data) => seen.push(data), {
      getToken: async () => `token-${who}`,
    });
    const before = centrifuge.getSubscription('chat:conversation:c1');
    who = 'p1';
    client.setPlayer('p1');
    const after = centrifuge.getSubscription('chat:conversation:c1');
    expect(after).not.toBe(before);
    expect(await tokenOf(centrifuge, 'chat:conversation:c1')).toBe('token-p1');
    centrifuge.publish('chat:conversation:c1', { event: 'chat.message' });
    expect(seen).toEqual([{ event: 'chat.message' }]);
  });
});
