import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

describe('the flags of the region list', () => {
  it('has /img/flags/<cc>.svg for every country the site seeds, Ascension and Tristan da Cunha too', async () => {
    const flagsDir = await mkdtemp(path.join(tmpdir(), 'flags-'));
    try {
      await promisify(execFile)('node', [path.join(repoRoot, 'scripts/copy-flags.mjs'), flagsDir]);
      // The countries table is seeded from libphonenumber's list (domains/settings/seed.ts).
      const missing = getCountries().filter(
        (code) => !existsSync(path.join(flagsDir, `${code.toLowerCase()}.svg`)),
      );
      expect(missing).toEqual([]);
    } finally {
      await rm(flagsDir, { recursive: true, force: true });
    }
  });
});
