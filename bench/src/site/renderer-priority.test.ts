import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { favourRenderers } from './renderer-priority.ts';

// A stand-in for Chromium: a "browser" process that starts a renderer, a zygote and a utility
// process (the --type flag is all that tells them apart, as in Chromium's command lines).
const CHILD = 'setInterval(() => {}, 1000)';
const BROWSER = `
const { spawn } = require('node:child_process');
const kids = ['renderer', 'zygote', 'utility'].map((type) =>
  spawn(process.execPath, ['-e', ${JSON.stringify(CHILD)}, '--', '--type=' + type], { stdio: 'ignore' }));
process.on('SIGTERM', () => { for (const kid of kids) kid.kill(); process.exit(0); });
console.log(JSON.stringify(kids.map((kid) => kid.pid)));
setInterval(() => {}, 1000);
`;

let browser: ChildProcess | undefined;
afterEach(() => {
  browser?.kill('SIGTERM');
});

async function startBrowser(): Promise<{
  browser: number;
  renderer: number;
  zygote: number;
  utility: number;
}> {
  browser = spawn(process.execPath, ['-e', BROWSER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve) =>
    browser?.stdout?.once('data', (data) => resolve(String(data))),
  );
  const [renderer, zygote, utility] = JSON.parse(line) as number[];
  return { browser: browser.pid ?? 0, renderer: renderer ?? 0, zygote: zygote ?? 0, utility: utility ?? 0 };
}

describe.runIf(process.platform === 'linux')('favourRenderers', () => {
  it('lowers the browser and its utility processes, not the renderers or the zygote', async () => {
    const pids = await startBrowser();
    for (const pid of Object.values(pids)) expect(os.getPriority(pid)).toBe(0);

    favourRenderers(pids.browser);

    expect(os.getPriority(pids.browser)).toBe(10);
    expect(os.getPriority(pids.utility)).toBe(10);
    expect(os.getPriority(pids.renderer)).toBe(0);
    expect(os.getPriority(pids.zygote)).toBe(0);
  });
});
