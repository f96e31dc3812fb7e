// Who used the cores during a phase (Linux /proc; nothing elsewhere): the server process, PostgreSQL,
// this process with its reaped children, and everything else.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
let serverPid: number | undefined;

/** The server process whose CPU is counted apart from now on. */
export function setServerPid(pid: number | undefined) {
  serverPid = pid;
}

export type CpuShares = { server: number; postgres: number; client: number; other: number };

/** utime, stime, and the reaped children's cutime and cstime of a process, in ticks; its name. */
function processTicks(pid: number | string): { name: string; own: number; children: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the name: field 3 (state) is index 0, so utime (14), stime (15), cutime (16), cstime (17).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { name, own: fields[11]! + fields[12]!, children: fields[13]! + fields[14]! };
  } catch {
    return null;
  }
}

/** CPU time a process has used so far (all its threads, user and system), in ms; undefined once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  const ticks = processTicks(pid);
  return ticks ? (ticks.own / TICKS_PER_SECOND) * 1000 : undefined;
}

function cpuSample() {
  try {
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const machine = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = machine
      .slice(0, 8)
      .reduce((sum, n, index) => (index === 3 || index === 4 ? sum : sum + n), 0);
    let postgres = 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const ticks = processTicks(entry);
      // The postmaster's cutime and cstime hold the backends that ended (pgbench's, at its end).
      if (ticks?.name === 'postgres') postgres += ticks.own + ticks.children;
    }
    const self = processTicks(process.pid);
    const server = serverPid === undefined ? null : processTicks(serverPid);
    return {
      at: performance.now(),
      busy,
      postgres,
      // This process and its reaped children (psql, pgbench).
      client: self ? self.own + self.children : 0,
      server: server ? server.own : 0,
    };
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function gives the CPU used since, in percent of one core. */
export function cpuMeter(): () => CpuShares | undefined {
  const start = cpuSample();
  return () => {
    const end = cpuSample();
    if (!start || !end) return undefined;
    const percent = (ticks: number) => (ticks / TICKS_PER_SECOND / ((end.at - start.at) / 1000)) * 100;
    const server = end.server - start.server;
    const postgres = end.postgres - start.postgres;
    const client = end.client - start.client;
    return {
      server: percent(server),
      postgres: percent(postgres),
      client: percent(client),
      other: percent(Math.max(0, end.busy - start.busy - server - postgres - client)),
    };
  };
}

const QUIET_BUSY_PERCENT = 40; // of one core, everything on the machine together
const QUIET_SAMPLE_MS = 2_000;

/**
 * Waits (up to `maxMs`) until the machine is nearly idle, and says how busy it was: a Lighthouse run
 * while the previous stage's browsers and servers are still winding down scores the host, not the page.
 */
export async function waitForQuietHost(maxMs = 60_000): Promise<string> {
  const started = performance.now();
  for (;;) {
    const meter = cpuMeter();
    await new Promise((resolve) => setTimeout(resolve, QUIET_SAMPLE_MS));
    const shares = meter();
    if (!shares) return 'host load not measurable here';
    const busy = shares.server + shares.postgres + shares.client + shares.other;
    const waited = (performance.now() - started) / 1000;
    if (busy < QUIET_BUSY_PERCENT || waited * 1000 >= maxMs)
      return `host ${Math.round(busy)}% of one core busy after ${Math.round(waited)} s`;
  }
}
