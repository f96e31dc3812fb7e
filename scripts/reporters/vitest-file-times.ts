// Prints, once the run ends, how long each test file took (collect plus tests and hooks), slowest first,
// so a CI log says where the unit stage's time goes (issue 28, item 17).
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = Number(process.env.TEST_FILE_TIMES ?? 25);

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows = testModules
      .map((module) => {
        const { collectDuration, duration } = module.diagnostic();
        return {
          file: path.relative(process.cwd(), module.moduleId),
          seconds: (collectDuration + duration) / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds);
    if (rows.length === 0 || SHOWN <= 0) return;
    const total = rows.reduce((sum, row) => sum + row.seconds, 0);
    console.log(`\nTest files by time (${rows.length} files, ${total.toFixed(0)} s in all workers):`);
    for (const row of rows.slice(0, SHOWN))
      console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.file}`);
  }
}
