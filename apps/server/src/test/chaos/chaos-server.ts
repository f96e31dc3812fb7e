// The server under chaos: it is killed with SIGKILL after a random number of answers and restarted on
// the same database; a call that lost its connection is sent again, same body, once the server is back.
import http from 'node:http';
import { goLive, killServer, type ServerProcess } from './server-process.ts';

export type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
export type Answer = { status: number; body: string };
/** An answer, or null when every attempt lost its connection. */
export type Outcome = { answer: Answer | null; attempts: number };

export type ChaosOptions = {
  port: number;
  /** A server process for `port`, loaded and waiting for goLive(). */
  spawn: () => ServerProcess;
  random: () => number;
  /** A kill comes after between min and max answers of the server's life. */
  answersBetweenKills: { min: number; max: number };
};

/** A call hangs only if the server does: that is a failure, not something to retry. */
const CALL_TIMEOUT_MS = 30_000;

export class ChaosServer {
  private server: ServerProcess | null = null;
  /** The next life, spawned while this one serves, so that a restart does not wait for the code to load. */
  private standby: ServerProcess | null = null;
  private agent = new http.Agent({ keepAlive: true });
  private up: Promise<void> = Promise.resolve();
  private killsLeft = 0;
  private answersLeft = Number.POSITIVE_INFINITY;
  /** The server died without being killed, or could not start again. */
  private failure: Error | null = null;
  kills = 0;
  /** Calls answered, whatever the status, over all lives. */
  answers = 0;
  /** How long each restart took, from the kill to the first health answer (for the report). */
  readonly restartMs: number[] = [];
  /** Error lines the server logged, over all its lives. */
  readonly errors: string[] = [];

  constructor(private readonly options: ChaosOptions) {
    this.setUp(this.startLife());
  }

  /** Resolves when the server is up (after the restart in progress, if any); rejects if it cannot start. */
  ready() {
    return this.up;
  }

  /** From now on, `kills` kills come at random moments of the load. */
  unleash(kills: number) {
    this.killsLeft = kills;
    this.answersLeft = this.nextKillAfter();
    this.prepareStandby();
  }

  /**
   * Sends `call` until it is answered: a lost connection is retried on the next life of the server,
   * with the same body, at most `maxAttempts` times in all.
   */
  async send(call: Call, maxAttempts: number): Promise<Outcome> {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      await this.up;
      if (this.failure) throw this.failure;
      try {
        const answer = await request(this.options.port, this.agent, call);
        this.answers++;
        this.counted();
        return { answer, attempts: attempt };
      } catch (error) {
        if ((error as Error).message === 'timeout') throw new Error(`${call.path} got no answer in time`);
        if (this.failure) throw this.failure;
      }
    }
    return { answer: null, attempts: maxAttempts };
  }

  /**
   * Stops the chaos, the server with `stopServer` and the standby; the server can then be started
   * again with restart(). Throws afterwards if a life of the server failed.
   */
  async stop(stopServer: (server: ServerProcess) => Promise<void>) {
    this.killsLeft = 0;
    await this.up.catch(() => undefined);
    this.agent.destroy();
    const server = this.server;
    this.server = null;
    if (server) await stopServer(server);
    if (this.standby) await killServer(this.standby);
    this.standby = null;
    if (this.failure) throw this.failure;
  }

  /** After stop(): a new life of the server, without chaos. */
  restart() {
    this.agent = new http.Agent({ keepAlive: true });
    this.setUp(this.startLife());
    return this.up;
  }

  private counted() {
    if (this.killsLeft === 0 || --this.answersLeft > 0) return;
    this.answersLeft = Number.POSITIVE_INFINITY;
    // Up to a few ms later, so that the kill lands at any step of the calls in flight.
    setTimeout(() => this.kill(), Math.floor(this.options.random() * 5));
  }

  private kill() {
    if (this.killsLeft === 0 || !this.server) return;
    this.trace(`kill ${this.kills + 1}`);
    const killed = this.server;
    const oldAgent = this.agent;
    this.server = null;
    this.killsLeft--;
    this.kills++;
    this.agent = new http.Agent({ keepAlive: true });
    const killedAt = performance.now();
    this.setUp(
      killServer(killed).then(async () => {
        oldAgent.destroy();
        await this.startLife();
        this.restartMs.push(performance.now() - killedAt);
      }),
    );
  }

  /** A start that fails surfaces in send() and stop(); until one of them waits, it is not unhandled. */
  private setUp(up: Promise<void>) {
    this.up = up;
    up.catch(() => undefined);
  }

  private async startLife() {
    const server = this.standby ?? this.options.spawn();
    this.standby = null;
    try {
      await goLive(server, this.options.port);
    } catch (error) {
      this.failure = error as Error;
      throw error;
    }
    this.server = server;
    this.trace('up');
    void server.exited.then((code) => {
      this.errors.push(...server.errors);
      // Killed or stopped by us, this.server is no longer this one.
      if (this.server === server && !this.failure)
        this.failure = new Error(`the server exited by itself (code ${code}):\n${server.errors.join('\n')}`);
    });
    if (this.killsLeft > 0) this.answersLeft = this.nextKillAfter();
    this.prepareStandby();
  }

  private prepareStandby() {
    if (this.killsLeft > 0 && !this.standby) this.standby = this.options.spawn();
  }

  /** CHAOS_TRACE=1 prints the lives of the server as they go. */
  private trace(what: string) {
    if (process.env.CHAOS_TRACE)
      process.stderr.write(
        `${(performance.now() / 1000).toFixed(1)} s: ${what} after ${this.answers} answers\n`,
      );
  }

  private nextKillAfter() {
    const { min, max } = this.options.answersBetweenKills;
    return min + Math.floor(this.options.random() * (max - min + 1));
  }
}

function request(port: number, agent: http.Agent, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(call.body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: call.path, method: call.method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('aborted')));
      },
    );
    req.setTimeout(CALL_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(call.body);
  });
}

/** A small seeded generator (mulberry32), so that a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
