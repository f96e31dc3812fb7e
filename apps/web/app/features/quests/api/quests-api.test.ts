import { ErrorCode, QuestState } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { questActionError } from '../hooks/use-quests.ts';
import { fakeQuestsApi, offer, taken } from '../test/quests-harness.tsx';
import { questsCalls, questsQueries } from './quests-api.ts';

const queryOf = (call: { query: URLSearchParams }) => Object.fromEntries(call.query.entries());

describe('the quest calls', () => {
  it('ask for the offers, the active quests (state 2) and the last five finished (3, 5, 6)', async () => {
    const server = fakeQuestsApi({
      offered: [offer('q1')],
      mine: [taken('q2'), taken('q3', QuestState.completed), taken('q4', QuestState.cancelled)],
    });
    const queryClient = new QueryClient();
    const offered = await queryClient.fetchQuery(questsQueries.offered(server.api));
    const active = await queryClient.fetchQuery(questsQueries.active(server.api));
    const finished = await queryClient.fetchQuery(questsQueries.finished(server.api));
    expect(offered.map((quest) => quest.id)).toEqual(['q1']);
    expect(active.map((quest) => quest.id)).toEqual(['pq2']);
    expect(finished.map((quest) => quest.id)).toEqual(['pq3']);
    const [offers, actives, finishes] = server.calls;
    expect(`${offers?.method} ${offers?.path}`).toBe('GET /api/retention/quests');
    expect(queryOf(offers!)).toEqual({ page: '1', perPage: '50' });
    expect(actives?.query.getAll('state[]')).toEqual(['2']);
    expect(finishes?.query.getAll('state[]')).toEqual(['3', '5', '6']);
    expect(finishes?.query.get('perPage')).toBe('5');
  });

  it('activate an offer by its id and cancel the player quest by its own', async () => {
    const server = fakeQuestsApi({ offered: [offer('q1')] });
    const quest = await questsCalls.activate(server.api, 'q1');
    expect(quest).toMatchObject({ id: 'pq1', questId: 'q1', state: QuestState.active });
    const cancelled = await questsCalls.cancel(server.api, 'pq1');
    expect(cancelled.state).toBe(QuestState.cancelled);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/retention/quests/q1/activate',
      'PUT /api/retention/player-quests/pq1/cancel',
    ]);
  });

  it('ask for a task’s games by identity, in one page', async () => {
    const server = fakeQuestsApi();
    const games = await new QueryClient().fetchQuery(
      questsQueries.games(server.api, ['slot-classic-sevens', 'slot-golden-idol']),
    );
    expect(games.map((game) => game.name)).toEqual(['Classic Sevens', 'Golden Idol']);
    expect(server.calls[0]?.query.getAll('identity[]')).toEqual(['slot-classic-sevens', 'slot-golden-idol']);
    expect(server.calls[0]?.query.get('perPage')).toBe('2');
  });

  it('read the refusals 16002 and 16003 apart from other failures', async () => {
    const server = fakeQuestsApi();
    const refused = await questsCalls.activate(server.api, 'gone').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(ErrorCode.questNotActivatable);
    expect(questActionError(refused)).toBe('notActivatable');
    expect(questActionError(await questsCalls.cancel(server.api, 'gone').catch((error) => error))).toBe(
      'notCancellable',
    );
    expect(questActionError(new ApiError(422, 10422, 'invalid', { currency: ['Choose one'] }))).toBe(
      'noCurrency',
    );
    expect(questActionError(new ApiError(500, 0, 'boom'))).toBe('failed');
  });
});
