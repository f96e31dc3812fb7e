// Live chat message delivery through the built-in realtime gateway, on one node, loopback only:
// BENCH_CONVERSATIONS guest conversations (500) each with its websocket subscribed to its channel (with
// the chat route's subscription token), then BENCH_MESSAGES sends (1,000, BENCH_CONCURRENCY at once)
// timed from the POST to the chat.message publication on the sender's socket: the HTTP call, the
// message's transaction, the outbox, the dispatcher and the gateway. The reference, in the same run on
// the same sockets: a publication handed to the gateway directly (app.realtime.publish), to receipt.
// Run: npm run bench:chat --workspace @casino/bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_GUEST_COOKIE, chatConversationChannel } from '@casino/contracts';
import WebSocket from 'ws';
import { buildApp, prepareDatabase } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadEnv } from '../../apps/server/src/plugins/env.ts';

const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const messages = Number(process.env.BENCH_MESSAGES ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const TIMEOUT_MS = 15_000;

type Visitor = { id: string; cookie: string; socket: WebSocket; waiting: Map<string, () => void> };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-chat-'));
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PGLITE_DIR: dataDir,
  CHAT_SEND_PER_MINUTE: '100000',
  CHAT_SEND_PER_MINUTE_PER_IP: '100000',
  CHAT_ATTACHMENTS_DIR: path.join(dataDir, 'chat'),
});
const database = await openDatabase({ driver: 'pglite', dataDir });
await prepareDatabase(database);
const app = await buildApp({ env, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const url = `${address.replace('http', 'ws')}/api/connection/websocket`;

/** A guest's conversation, its token, and its socket subscribed to the conversation's channel. */
async function openVisitor(): Promise<Visitor> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    payload: { locale: 'en' },
  });
  const cookie = started.cookies.find((item) => item.name === CHAT_GUEST_COOKIE)!.value;
  const id = started.json().data.conversation.id as string;
  const issued = await app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${id}/subscription-token`,
    cookies: { [CHAT_GUEST_COOKIE]: cookie },
  });
  const token = issued.json().data.token as string;
  const socket = new WebSocket(url);
  const waiting = new Map<string, () => void>();
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () =>
      socket.send(
        `{"id":1,"connect":{}}\n${JSON.stringify({ id: 2, subscribe: { channel: chatConversationChannel(id), token } })}`,
      ),
    );
    socket.on('message', (data) => {
      for (const line of data.toString().split('\n')) {
        if (line === '{}') socket.send('{}');
        else if (line.startsWith('{"push"')) {
          const payload = JSON.parse(line).push.pub?.data as {
            message?: { clientMessageId: string };
            mark?: string;
          };
          const key = payload.message?.clientMessageId ?? payload.mark;
          if (key) waiting.get(key)?.();
        } else if (line.includes('"id":2')) {
          if (line.includes('"error"')) reject(new Error(`subscribe refused: ${line}`));
          else resolve();
        }
      }
    });
    socket.on('error', reject);
  });
  return { id, cookie, socket, waiting };
}

const arrival = (visitor: Visitor, key: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no publication ${key}`)), TIMEOUT_MS);
    visitor.waiting.set(key, () => {
      clearTimeout(timer);
      visitor.waiting.delete(key);
      resolve();
    });
  });

async function timed(count: number, one: (index: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      await one(index);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return latencies.sort((a, b) => a - b);
}

try {
  const connectStarted = performance.now();
  const visitors: Visitor[] = [];
  for (let i = 0; i < conversations; i += 50)
    visitors.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, conversations - i) }, openVisitor))),
    );
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  const reference = await timed(messages, async (index) => {
    const visitor = visitors[index % visitors.length]!;
    const mark = `ref-${index}`;
    const received = arrival(visitor, mark);
    await app.realtime.publish(chatConversationChannel(visitor.id), { event: 'bench.mark', mark });
    await received;
  });
  const delivery = await timed(messages, async (index) => {
    const visitor = visitors[index % visitors.length]!;
    const clientMessageId = `bench-${index}`;
    const received = arrival(visitor, clientMessageId);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${visitor.id}/messages`,
      cookies: { [CHAT_GUEST_COOKIE]: visitor.cookie },
      payload: { clientMessageId, text: `Message ${index}` },
    });
    if (sent.statusCode !== 200) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
    await received;
  });

  console.log(
    `chat delivery on one node (PGlite, built-in gateway): ${conversations} open conversations subscribed in ${connectSeconds.toFixed(1)} s, ` +
      `${messages} messages, ${concurrency} at once, ${os.cpus().length} cores`,
  );
  console.log(
    ['path', 'p50 ms', 'p99 ms', 'max ms'].map((h, i) => (i === 0 ? h.padEnd(44) : h.padStart(10))).join(''),
  );
  const row = (name: string, sorted: number[]) =>
    console.log(
      [
        name.padEnd(44),
        ...[quantile(sorted, 0.5), quantile(sorted, 0.99), sorted.at(-1)!].map((v) =>
          v.toFixed(1).padStart(10),
        ),
      ].join(''),
    );
  row('send → stored → outbox → gateway → socket', delivery);
  row('reference: publish → gateway → socket', reference);
  for (const visitor of visitors) visitor.socket.close();
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
