/** The player's initials on a coloured disc (the colour follows the nickname). */
export function PlayerAvatar({ nickname, size = 'small' }: { nickname: string; size?: 'small' | 'large' }) {
  const letters =
    nickname
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  let hash = 0;
  for (const char of nickname) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return (
    <span
      className={`avatar avatar--${size}`}
      style={{ '--avatar-hue': hash } as React.CSSProperties}
      aria-hidden="true"
    >
      {letters}
    </span>
  );
}
