import { scriptSafeJson } from '../lib/script-json.ts';

/**
 * Starts the page's JavaScript one frame after the first paint instead of with the HTML.
 *
 * React Router writes a `<link rel="modulepreload">` per module of the page in the head and an inline
 * module script that imports them. A phone on a slow connection then downloads 160 kB of JavaScript
 * alongside the HTML and the stylesheet it needs to paint, and paints later: Lighthouse's mobile
 * simulation put first paint at 2.4 s with them and 0.9 s without. Here they leave the HTML for a
 * JSON block (`#hydrate-after-paint`: the preloads and the module's code), and a small inline script
 * adds the same links and the same module once the page has painted (a hidden tab, which never
 * paints, starts at once): the download still runs in parallel, only after the paint.
 * A page without that module script (an error without scripts) is left as it is.
 */
export function hydrateAfterPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const marker = page.lastIndexOf(MODULE_SCRIPT_MARKER);
  const start = marker < 0 ? -1 : page.lastIndexOf('<script', marker);
  const codeStart = marker + MODULE_SCRIPT_MARKER.length;
  const end = marker < 0 ? -1 : page.indexOf(SCRIPT_END, codeStart);
  if (start < 0 || end < 0) return page;
  const nonce = NONCE.exec(page.toString('utf8', start, marker))?.[1];
  const code = page.toString('utf8', codeStart, end);
  // React puts the preloads in the head: only that much of the page is read as text.
  const headEnd = page.indexOf('</head>');
  const headLength = headEnd < 0 || headEnd > start ? 0 : headEnd;
  const head = page.toString('utf8', 0, headLength);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const modules = `<script type="application/json" id="${AFTER_PAINT_ID}">${scriptSafeJson(JSON.stringify({ preloads, module: code }))}</script>`;
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ''}>${STARTER}</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, '')),
    page.subarray(headLength, start),
    Buffer.from(modules + starter),
    page.subarray(end + SCRIPT_END.length),
  ]);
}

/** The JSON block's id; bench/src/site/page-weight.ts counts the scripts it names as initial. */
export const AFTER_PAINT_ID = 'hydrate-after-paint';

/** The end of the start tag of React Router's module script, and the end of a script. */
const MODULE_SCRIPT_MARKER = ' type="module" async="">';
const SCRIPT_END = '</script>';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const NONCE = /\snonce="([^"]*)"/;

const STARTER = `(function(){var d=document,e=d.currentScript,n=e.nonce||e.getAttribute('nonce'),c=JSON.parse(d.getElementById('${AFTER_PAINT_ID}').textContent),s=false;function go(){if(s)return;s=true;c.preloads.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;l.setAttribute('nonce',n);d.head.appendChild(l)});var m=d.createElement('script');m.type='module';m.setAttribute('nonce',n);m.textContent=c.module;d.body.appendChild(m)}if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
