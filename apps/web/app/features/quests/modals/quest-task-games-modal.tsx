import { gameImageOf } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { questsQueries } from '../api/quests-api.ts';
import { Missing, useQuestTask } from './quest-lookup.tsx';

/**
 * quest-task-games (signed-in; the flag's value is the task's id): the games whose rounds count towards
 * the task, loaded by identity with the catalogue's call, each a link to its page.
 */
export function QuestTaskGamesModal({ value }: ModalProps) {
  const t = useT('modals');
  const { found, settled } = useQuestTask(value);
  return (
    <div className="quests-modal" data-testid="quest-task-games">
      <ModalTitle>
        {found ? t('questTaskGames.title', { task: found.task.name }) : t('questTaskGames.titleGeneric')}
      </ModalTitle>
      {found ? <TaskGames identities={found.task.conditions.games ?? []} /> : <Missing settled={settled} />}
    </div>
  );
}

function TaskGames({ identities }: { identities: string[] }) {
  const t = useT('modals');
  const localize = useLocalizePath();
  const games = useQuery({ ...questsQueries.games(useApi(), identities), enabled: identities.length > 0 });
  if (identities.length === 0) return <p className="muted">{t('questTaskGames.any')}</p>;
  if (games.isError)
    return (
      <p className="quests-modal__error" role="alert">
        {t('questTaskGames.error')}
      </p>
    );
  if (!games.data) return <Spinner label={t('questTaskGames.loading')} />;
  if (games.data.length === 0) return <p className="muted">{t('questTaskGames.empty')}</p>;
  return (
    <>
      <p className="muted">{t('questTaskGames.text')}</p>
      <ul className="quest-games">
        {games.data.map((game) => (
          <li key={game.id}>
            <Link
              className="quest-game"
              to={localize(`/games/${game.identity}`)}
              data-testid="quest-task-game"
            >
              <img src={gameImageOf(game.images)} alt="" width={48} height={64} loading="lazy" />
              <span>
                <strong>{game.name}</strong>
                <span className="muted">{game.provider.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
