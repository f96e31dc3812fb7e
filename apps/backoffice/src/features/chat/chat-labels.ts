import type { ChatConversationStatus, StaffChatConversation } from '@casino/contracts';

export const STATUS_LABELS: Record<ChatConversationStatus, string> = {
  waiting: 'Waiting',
  assigned: 'Assigned',
  closed: 'Closed',
};

export const STATUS_TONES: Record<ChatConversationStatus, string> = {
  waiting: 'scheduled',
  assigned: 'live',
  closed: 'ended',
};

/** Who the staff are talking to: the player's nickname, a guest's given name, or "Guest". */
export const visitorLabel = (conversation: Pick<StaffChatConversation, 'visitorName' | 'guest'>) =>
  conversation.visitorName ?? (conversation.guest ? 'Guest' : 'Player');

/** A length of time in words that fit a queue row: "45 s", "3 min", "2 h 5 min". */
export function durationLabel(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${Math.floor(minutes / 60)} h`;
}

export const secondsSince = (iso: string, now: number) => (now - new Date(iso).getTime()) / 1000;
