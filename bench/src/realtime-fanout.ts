// Connections held and fan-out latency of the built-in realtime gateway on one node, loopback only.
// The clients are plain `ws` sockets speaking the Centrifugo JSON protocol, in a child process (one
// process could not hold both ends of 10,000 sockets under a 20,000 descriptor limit).
// Run: npm run bench:realtime --workspace @casino/bench (BENCH_CLIENTS=1000,10000 BENCH_ROUNDS=20).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { buildApp, prepareDatabase } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadEnv } from '../../apps/server/src/plugins/env.ts';

const CHANNEL = 'tournaments';
const ROUND_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 180_000;
const CONNECT_BATCH = 250;

/** Milliseconds on a clock both processes share. */
const now = () => performance.timeOrigin + performance.now();

type FromClients =
  | { kind: 'ready'; connected: number; failed: number; ms: number }
  | { kind: 'round'; round: number; received: number }
  | { kind: 'latencies'; p50: number; p99: number; max: number; samples: number };

if (process.argv[2] === 'clients') await runClients(process.argv[3]!, Number(process.argv[4]));
else await runServer();

async function runServer() {
  const sizes = (process.env.BENCH_CLIENTS ?? '1000,10000').split(',').map(Number);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-rt-'));
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PGLITE_DIR: dataDir });
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await prepareDatabase(database);
  const app = await buildApp({ env, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${address.replace('http', 'ws')}/api/connection/websocket`;
  console.log(`realtime fan-out on one node, ${rounds} publications per size, ${os.cpus().length} cores`);
  console.log(
    ['clients', 'held', 'connect s', 'rss MB', 'p50 ms', 'p99 ms', 'max ms', 'delivered']
      .map((h, i) => h.padStart(i === 7 ? 14 : 10))
      .join(''),
  );
  try {
    for (const size of sizes) await measure(app, url, size, rounds);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(app: Awaited<ReturnType<typeof buildApp>>, url: string, size: number, rounds: number) {
  const child = fork(fileURLToPath(import.meta.url), ['clients', url, String(size)], {
    execArgv: ['--import', 'tsx'],
  });
  const messages: FromClients[] = [];
  let wake = () => {};
  child.on('message', (message: FromClients) => {
    messages.push(message);
    wake();
  });
  const next = async <K extends FromClients['kind']>(kind: K, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((message) => message.kind === kind);
      if (index >= 0) return messages.splice(index, 1)[0] as Extract<FromClients, { kind: K }>;
      if (Date.now() > deadline) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 200);
      });
    }
  };
  try {
    const ready = await next('ready', CONNECT_TIMEOUT_MS);
    const held = app.realtime.hub!.clients.size;
    const rss = process.memoryUsage().rss / 2 ** 20;
    let delivered = 0;
    for (let round = 0; round < rounds && ready; round++) {
      await app.realtime.publish(CHANNEL, { event: 'bench.tick', round, sentAt: now() });
      delivered += (await next('round', ROUND_TIMEOUT_MS))?.received ?? 0;
    }
    child.send('report');
    const latencies = await next('latencies', 30_000);
    const cells = [
      size,
      held,
      ready ? (ready.ms / 1000).toFixed(1) : 'timeout',
      rss.toFixed(0),
      latencies?.p50.toFixed(1) ?? '-',
      latencies?.p99.toFixed(1) ?? '-',
      latencies?.max.toFixed(1) ?? '-',
      `${delivered}/${size * rounds}`,
    ];
    console.log(cells.map((cell, i) => String(cell).padStart(i === 7 ? 14 : 10)).join(''));
  } finally {
    child.kill();
    // Let the gateway drop the closed sockets before the next size.
    const deadline = Date.now() + 30_000;
    while (app.realtime.hub!.clients.size > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  }
}

async function runClients(url: string, size: number) {
  const send = (message: FromClients) => process.send!(message);
  const latencies: number[] = [];
  const perRound = new Map<number, number>();
  const started = now();
  let connected = 0;
  let failed = 0;
  const onPublication = (text: string) => {
    const { push } = JSON.parse(text) as {
      push: { pub: { data: { event: string; round: number; sentAt: number } } };
    };
    const { round, sentAt } = push.pub.data;
    latencies.push(now() - sentAt);
    const received = (perRound.get(round) ?? 0) + 1;
    perRound.set(round, received);
    if (received === connected) send({ kind: 'round', round, received });
  };
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(url);
      let subscribed = false;
      socket.on('open', () =>
        socket.send(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"${CHANNEL}"}}`),
      );
      socket.on('message', (data) => {
        const text = data.toString();
        if (text === '{}') return socket.send('{}');
        if (text.startsWith('{"push"')) return onPublication(text);
        if (!subscribed && text.includes('"id":2')) {
          subscribed = true;
          connected++;
          resolve();
        }
      });
      socket.on('error', () => {
        failed++;
        resolve();
      });
    });
  for (let i = 0; i < size; i += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, size - i) }, open));
  }
  send({ kind: 'ready', connected, failed, ms: now() - started });
  process.on('message', () => {
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    send({ kind: 'latencies', p50: at(0.5), p99: at(0.99), max: at(1), samples: latencies.length });
  });
}
