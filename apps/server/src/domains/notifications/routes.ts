import { communicationRequestSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { saveCommunication } from './service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/notification/communications',
    { config: { rateLimit: { max: app.env.CONTACT_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const body = parseInput(communicationRequestSchema, request.body);
      const saved = await saveCommunication(app.db, {
        ...body,
        locale: body.locale ?? request.locale,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ data: saved });
    },
  );
}
