import { activityBoardChannel } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listenForClients } from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * Client contract section 13, on the wire: the frames centrifuge-js 3.1.2 sends (newline-delimited
 * JSON commands), read back as that client reads them. The activity board loads its last 11
 * publications with `history` (limit 11, reverse) right after subscribing, as a guest.
 */

type Reply = { id?: number; error?: { code: number }; history?: { publications?: { data: unknown }[] } };

/** A raw websocket speaking the Centrifugo JSON protocol: send commands, await the reply of an id. */
async function wire(url: string) {
  const socket = new WebSocket(url);
  const replies = new Map<number, (reply: Reply) => void>();
  socket.on('message', (frame) => {
    for (const line of String(frame).split('\n').filter(Boolean)) {
      const reply = JSON.parse(line) as Reply;
      if (reply.id) replies.get(reply.id)?.(reply);
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 0;
  return {
    send(command: Record<string, unknown>): Promise<Reply> {
      const id = ++nextId;
      const reply = new Promise<Reply>((resolve) => replies.set(id, resolve));
      socket.send(JSON.stringify({ id, ...command }));
      return reply;
    },
    close: () => socket.close(),
  };
}

describe.each(testDrivers)('client contract: realtime history on %s', (driver) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(driver);
    url = await listenForClients(t.app);
  });
  afterAll(() => t?.close());

  it('§13 answers history on activity-board:boards#<boardId> with the last publications, newest first, to a guest', async () => {
    const channel = activityBoardChannel(`home-board-${driver}`);
    for (let n = 1; n <= 13; n++)
      await t.app.realtime.publish(channel, { event: 'activity-board.updated', bet: { id: `bet-${n}` } });
    const client = await wire(url);
    try {
      expect((await client.send({ connect: { name: 'js' } })).error).toBeUndefined();
      expect((await client.send({ subscribe: { channel } })).error).toBeUndefined();
      const reply = await client.send({ history: { channel, limit: 11, reverse: true } });
      expect(reply.error).toBeUndefined();
      const ids = (reply.history?.publications ?? []).map(
        (publication) => (publication.data as { bet: { id: string } }).bet.id,
      );
      expect(ids).toEqual(Array.from({ length: 11 }, (_, index) => `bet-${13 - index}`));
    } finally {
      client.close();
    }
  });
});
