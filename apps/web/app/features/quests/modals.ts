export { QuestRewardsModal } from './modals/quest-rewards-modal.tsx';
export { QuestTaskGamesModal } from './modals/quest-task-games-modal.tsx';
export { QuestTasksModal } from './modals/quest-tasks-modal.tsx';
export { QuestsHubModal } from './modals/quests-hub-modal.tsx';
