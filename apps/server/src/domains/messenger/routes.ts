import { messengerRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { deleteMessages, listMessages, readMessages } from './inbox.ts';
import { registerMessageTexts, renderMessagePushes } from './messages.ts';

/**
 * The player's notification inbox (client contract sections 8 and 13): the four calls, the texts the
 * messages are written from and their message.received push. The domains things happen in write the
 * messages with createMessage (payments/messages.ts and bonuses/messages.ts, wired in app.ts).
 */
export async function messengerRoutes(app: FastifyInstance) {
  const unregister = registerMessageTexts({ content: app.content, defaultLocale: app.defaultLocale });
  app.addHook('onClose', async () => unregister());
  renderMessagePushes(app.events);

  const playerOf = (request: FastifyRequest) => sessionOf(request).playerId;

  route(app, calls.messages, async ({ query }, request) => listMessages(app.db, playerOf(request), query));

  route(app, calls.readMessages, async ({ body }, request) => ({
    data: { totalUnread: await readMessages(app.db, playerOf(request), body.messageIds) },
  }));

  route(app, calls.readAllMessages, async (_input, request) => ({
    data: { totalUnread: await readMessages(app.db, playerOf(request), 'all') },
  }));

  route(app, calls.deleteMessages, async ({ body }, request) => ({
    data: { totalUnread: await deleteMessages(app.db, playerOf(request), body.messageIds) },
  }));
}
