import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at warn whatever LOG_LEVEL says below it. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, at debug: a busy site would otherwise write a line per asset and API call at
 * info. Failed answers (5xx at error) and slow ones (warn) stay visible at the default level. Fastify's
 * own request logging is off (`disableRequestLogging`), so this is the only request line.
 */
export function registerRequestLog(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every call of the money path (bench:money measured
  // the async one's promise per request).
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime);
    const line = () => ({
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime,
    });
    if (reply.statusCode >= 500) request.log.error(line(), 'request failed');
    else if (responseTime >= SLOW_REQUEST_MS) request.log.warn(line(), 'slow request');
    else request.log.debug(line(), 'request completed');
    done();
  });
}
