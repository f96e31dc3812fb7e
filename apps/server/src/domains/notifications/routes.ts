import { notificationRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { saveCommunication } from './service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  // `route()` carries no route config, so the limit is a hook of this (encapsulated) plugin.
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: app.env.CONTACT_RATE_LIMIT_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `communications:${request.ip}`,
    }),
  );

  route(app, calls.sendCommunication, async ({ body }, request) => {
    const saved = await saveCommunication(app.db, {
      ...body,
      locale: body.locale ?? request.locale,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { data: saved };
  });
}
