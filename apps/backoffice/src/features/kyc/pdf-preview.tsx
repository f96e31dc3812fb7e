import { useEffect, useRef, useState } from 'react';

/** A player's document is a few pages; a longer file is opened in its own tab. */
const MAX_PAGES = 5;
/** Drawn at this width (CSS pixels scale it down to the panel), sharp enough to read a passport number. */
const RENDER_WIDTH = 1000;

type State = { kind: 'loading' } | { kind: 'drawn'; pages: number; shown: number } | { kind: 'failed' };

/**
 * A PDF drawn page by page on canvases by pdf.js (decision 0040), loaded only when a PDF is opened.
 * pdf.js parses the file in its worker and never runs the document's scripts or forms (no scripting,
 * no XFA, no eval), so nothing in an uploaded file executes in the back office.
 */
export function PdfPreview({ url, label }: { url: string; label: string }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    drawPdf(url, pagesRef.current!, abort.signal)
      .then((drawn) => {
        if (!abort.signal.aborted) setState({ kind: 'drawn', ...drawn });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ kind: 'failed' });
      });
    return () => abort.abort();
  }, [url]);

  return (
    <figure className="pdf-preview" aria-label={label} aria-busy={state.kind === 'loading' || undefined}>
      <div ref={pagesRef} className="pdf-preview__pages" data-testid="pdf-pages" />
      <figcaption className="muted">
        {state.kind === 'loading' ? 'Drawing the PDF…' : null}
        {state.kind === 'failed' ? 'This PDF could not be drawn here: open the file in a new tab.' : null}
        {state.kind === 'drawn'
          ? `${state.pages} page${state.pages === 1 ? '' : 's'}${state.shown < state.pages ? `, the first ${state.shown} shown` : ''}`
          : null}
      </figcaption>
    </figure>
  );
}

async function drawPdf(url: string, into: HTMLElement, signal: AbortSignal) {
  const pdfjs = await import('./pdfjs.ts').then((module) => module.loadPdfjs());
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`The file answered ${response.status}.`);
  const data = new Uint8Array(await response.arrayBuffer());
  const task = pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false });
  signal.addEventListener('abort', () => void task.destroy());
  const pdf = await task.promise;
  into.replaceChildren();
  const shown = Math.min(pdf.numPages, MAX_PAGES);
  for (let number = 1; number <= shown; number++) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: RENDER_WIDTH / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.className = 'pdf-preview__page';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Page ${number}`);
    into.append(canvas);
    await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
  }
  return { pages: pdf.numPages, shown };
}
