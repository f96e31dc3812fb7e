// Adds up the passed and failed counts that vitest and Playwright printed, for one closing line.
import fs from 'node:fs';

const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const log = fs.readFileSync(process.argv[2], 'utf8').replace(ansiColour, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of log.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(vitest[1].match(/(\d+) skipped/)?.[1] ?? 0);
  }
  const playwright = line.match(/^\s+(\d+) (passed|failed|skipped|flaky)(?: \(|$)/);
  if (playwright) {
    const count = Number(playwright[1]);
    if (playwright[2] === 'passed') passed += count;
    else if (playwright[2] === 'skipped') skipped += count;
    else failed += count;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
