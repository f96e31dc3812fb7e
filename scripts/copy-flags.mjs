#!/usr/bin/env node
// Copies the country flags of flag-icons (MIT, 4:3 SVGs) to apps/web/public/img/flags/<cc>.svg, where the
// pages load them (the client contract's /img/flags/<cc>.svg): emoji flags draw as empty boxes where the
// system has no emoji font. The copies are build output (gitignored); the web app's dev and build run this.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
const target = path.resolve(import.meta.dirname, '../apps/web/public/img/flags');

await mkdir(target, { recursive: true });
const flags = (await readdir(source)).filter((name) => /^[a-z]{2}\.svg$/.test(name));
await Promise.all(flags.map((name) => copyFile(path.join(source, name), path.join(target, name))));
console.log(`copied ${flags.length} flags to ${path.relative(process.cwd(), target)}`);
