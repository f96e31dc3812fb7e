// Prints, once the run ends, how long each spec file took per project (every test's duration added up),
// slowest first, so a CI log says where the end-to-end stage's time goes (issue 28, item 17).
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class FileTimesReporter implements Reporter {
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '';
    const key = `${path.basename(test.location.file)} (${project})`;
    this.seconds.set(key, (this.seconds.get(key) ?? 0) + result.duration / 1000);
  }

  onEnd() {
    const rows = [...this.seconds].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
    console.log(`\nSpec files by time (${total.toFixed(0)} s in all workers):`);
    for (const [file, seconds] of rows) console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}
