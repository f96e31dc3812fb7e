#!/usr/bin/env node
// Draws the installed app's PNG icons from the SVG favicon (apps/web/public/favicon.svg) into
// apps/web/public/icons/, where the web manifest and the apple-touch-icon link point: 192 and 512 px
// as drawn (purpose "any"), and full-bleed squares for the maskable icon and iOS's home screen, whose
// platforms cut their own shape (the anchor kept inside the maskable safe zone, a centred circle of
// 80% of the side). The icons are build output (gitignored); the web app's dev and build run this.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const target = path.join(publicDir, 'icons');

/** Splits the favicon into its background (the rounded square) and the drawing on it. */
function parseFavicon(svg) {
  const match = svg.match(/^(<svg[^>]*>)(.*?)(<defs>.*<\/defs>)?(<rect [^>]*\/>)(.*)<\/svg>\s*$/s);
  if (!match)
    throw new Error('favicon.svg no longer has the expected <svg><defs/><rect/>drawing</svg> shape');
  const [, open, title, defs = '', background, drawing] = match;
  return { open, title, defs, background, drawing };
}

/** The favicon as a full-bleed square, its drawing scaled about the centre. */
function fullBleed({ open, title, defs, background, drawing }, scale) {
  const square = background.replace(/\s+rx="[^"]*"/, '');
  const scaled = `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g>`;
  return `${open}${title}${defs}${square}${scaled}</svg>`;
}

const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const parts = parseFavicon(favicon);
const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(parts, 0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(parts, 0.9) },
];

await mkdir(target, { recursive: true });
await Promise.all(
  icons.map(({ file, size, svg }) =>
    sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(target, file)),
  ),
);
console.log(`drew ${icons.length} icons in ${path.relative(process.cwd(), target)}`);
