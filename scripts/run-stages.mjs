// Runs the npm scripts named on the command line one after the other, stops at the first that fails,
// and closes with how long each took: CI has a time limit, and this table says where the time goes.
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2);
const timings = [];
let status = 0;
for (const stage of stages) {
  const started = process.hrtime.bigint();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  status = run.status ?? 1;
  timings.push({ stage, seconds, result: status === 0 ? 'ok' : `failed (${status})` });
  if (status !== 0) break;
}

const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
console.log('\nstage          seconds  result');
for (const { stage, seconds, result } of timings) {
  console.log(`${stage.padEnd(14)} ${seconds.toFixed(0).padStart(7)}  ${result}`);
}
console.log(`${'total'.padEnd(14)} ${total.toFixed(0).padStart(7)}`);
process.exit(status);
