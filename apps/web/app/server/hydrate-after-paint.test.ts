// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint.ts';

/** The end of a page as React Router writes it (7.18): preloads in the head, the module script last. */
const page = [
  '<html><head><link rel="stylesheet" href="/assets/site.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="abc"/>',
  '<title>Lucky Harbor – “Lobby”</title></head><body><main>Lobby – “Harbor” ✓</main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('');

const transformed = (html: string) => hydrateAfterPaint(Buffer.from(html)).toString('utf8');

/** Puts the transformed page's body in the document and runs its starter as the browser would. */
function loadPage(html: string) {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = body;
  const starter = [...document.querySelectorAll('script:not([type])')].at(-1) as HTMLScriptElement;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(starter);
  new Function(starter.textContent ?? '')();
}

describe('hydration after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the preloads and the module script out of the HTML, keeping the rest', () => {
    const html = transformed(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain(
      '<title>Lucky Harbor – “Lobby”</title></head><body><main>Lobby – “Harbor” ✓</main>',
    );
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    const block = /<script type="application\/json" id="hydrate-after-paint">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      preloads: ['/assets/manifest-1.js', '/assets/entry.client-2.js'],
      module: 'import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");',
    });
  });

  it('adds them back once the page has painted, with the nonce', () => {
    let paint: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      paint = callback;
      return 1;
    });
    vi.useFakeTimers();
    loadPage(transformed(page));
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    paint?.();
    vi.runAllTimers();
    vi.useRealTimers();
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
    ]);
    const module = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(module?.textContent).toBe('import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");');
    expect(module?.getAttribute('nonce')).toBe('abc');
    expect(links.map((link) => link.getAttribute('nonce'))).toEqual(['abc', 'abc']);
  });

  it('starts at once in a hidden tab, which never paints', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadPage(transformed(page));
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('leaves a page without the module script as it is', () => {
    const plain = '<html><body><p>Offline</p></body></html>';
    expect(transformed(plain)).toBe(plain);
  });
});
