#!/usr/bin/env node
// Copies the country flags of flag-icons (MIT, 4:3 SVGs) to apps/web/public/img/flags/<cc>.svg, where the
// pages load them (the client contract's /img/flags/<cc>.svg): emoji flags draw as empty boxes where the
// system has no emoji font. The copies are build output (gitignored); the web app's dev and build run this.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
// Another folder as the first argument (the tests copy into an empty one).
const target = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/public/img/flags'),
);

// Regions the site lists as countries (libphonenumber's, with their own calling codes) that flag-icons
// files under their sovereign's code: Ascension and Tristan da Cunha fly Saint Helena's.
const SUBDIVISION_FLAGS = { 'sh-ac.svg': 'ac.svg', 'sh-ta.svg': 'ta.svg' };

await mkdir(target, { recursive: true });
const names = await readdir(source);
const copies = [
  ...names.filter((name) => /^[a-z]{2}\.svg$/.test(name)).map((name) => [name, name]),
  ...Object.entries(SUBDIVISION_FLAGS).filter(([from]) => names.includes(from)),
];
await Promise.all(copies.map(([from, to]) => copyFile(path.join(source, from), path.join(target, to))));
console.log(`copied ${copies.length} flags to ${path.relative(process.cwd(), target)}`);
