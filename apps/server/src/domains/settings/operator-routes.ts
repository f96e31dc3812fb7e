import { tagManagerUpdateSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { savePublicSetting } from './service.ts';
import { refreshTagManagerOrigins } from './tag-manager.ts';

/**
 * Settings the operator changes on a running site. The tag manager: on or off, and a container id that
 * is a GTM id (422 on `id` otherwise), so a browser is never sent one it would refuse. The pages'
 * Content-Security-Policy follows at once on this node, within 30 s on others (tag-manager.ts).
 */
export async function settingsOperatorRoutes(app: FastifyInstance) {
  app.put('/api/operator/settings/tag-manager', { preHandler: app.requireOperator }, async (request) => {
    const update = parseInput(tagManagerUpdateSchema, request.body);
    await savePublicSetting(app.db, 'tagManager', update);
    await refreshTagManagerOrigins(app.db);
    app.guestPages.clear();
    return { data: update };
  });
}
