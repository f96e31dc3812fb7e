// Type-checks every workspace, two at a time (the machine has two cores and each tsc uses one), and
// prints each workspace's output together once it is done. Exits 1 when any of them fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const root = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const workspaces = root.workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs.readdirSync(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  )
  .filter((folder) => {
    const file = `${folder}/package.json`;
    return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.typecheck;
  });

function typecheck(folder) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: folder });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`== ${folder}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    const passed = [];
    for (let folder = queue.shift(); folder; folder = queue.shift()) passed.push(await typecheck(folder));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
