import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** pdf.js with its worker served from our own assets (the back office's CSP allows workers from 'self'). */
export function loadPdfjs() {
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs;
}
