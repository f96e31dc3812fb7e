import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { hydrateAfterPaint } from './server/hydrate-after-paint.ts';

export const streamTimeout = 5_000;

/** Renders the whole page before answering, so crawlers and browsers without JavaScript get all content. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />,
      {
        nonce: loadContext.cspNonce,
        // The page is sent once complete, so every Suspense boundary (lazy modals) is written in place:
        // React's default moves large ones behind a script, which a browser without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // All of it is ready: one buffer, not a stream the server would read back chunk by chunk.
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          headers.set('Content-Type', 'text/html; charset=utf-8');
          headers.set('Vary', 'Cookie');
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const html = hydrateAfterPaint(Buffer.concat(chunks));
            resolve(new Response(html, { headers, status: responseStatus }));
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatus = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
