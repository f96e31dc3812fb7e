import { playerChannel, QUEST_UPDATED_EVENT, QuestState } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp } from '../../test/test-app.ts';
import { domainEvents } from '../events/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { playerQuests, quests } from './tables.ts';

const HOUR = 3_600_000;

describe.each(testDrivers)('quest expiry across a restart on %s', (driver) => {
  it('expires the quest an app activated, by the next app on the same database, once', async () => {
    const first = await startTestApp(driver);
    const { accessToken: token, profile } = await registerByEmail(
      first,
      `quest-expiry-restart-${driver}@example.com`,
      { currency: 'EUR' },
    );
    // The first account is opened when the player first lists them.
    await call(first, { method: 'GET', url: '/api/wallet/accounts', token });
    const [tour] = await first.database.db
      .select({ id: quests.id })
      .from(quests)
      .where(eq(quests.slug, 'studio-tour'));
    const taken = await call(first, {
      method: 'PUT',
      url: `/api/retention/quests/${tour!.id}/activate`,
      token,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    // The timer reaches the job queue through the outbox; then the app stops, its database stays.
    await first.app.events.dispatchPending();
    await first.app.close();

    const next = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: first.database,
    });
    await next.ready();
    try {
      // The studio tour lasts 24 hours from activation.
      const states = async () =>
        (
          await first.database.db
            .select()
            .from(playerQuests)
            .where(eq(playerQuests.playerId, profile.id as string))
        ).map((row) => row.state);
      await next.jobs.runDue(new Date(Date.now() + 23 * HOUR));
      expect(await states()).toEqual([QuestState.active]);
      await next.jobs.runDue(new Date(Date.now() + 25 * HOUR));
      expect(await states()).toEqual([QuestState.expiredByTime]);
      // A later pass changes nothing: one quest.updated for the activation, one for the expiry.
      await next.jobs.runDue(new Date(Date.now() + 48 * HOUR));
      expect(await states()).toEqual([QuestState.expiredByTime]);
      const pushes = await first.database.db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.type, QUEST_UPDATED_EVENT),
            eq(domainEvents.channel, playerChannel('retention:quests', profile.id as string)),
          ),
        );
      expect(pushes).toHaveLength(2);
    } finally {
      await next.close();
      await first.database.close();
    }
  }, 90_000);
});
