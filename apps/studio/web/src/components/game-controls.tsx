import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message.tsx';

/** The controls beside a game's stage: a form whose submit plays, the failed call's message last. */
export function GameControls({
  onSubmit,
  error,
  children,
}: {
  onSubmit: () => unknown;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <form
      className="game__controls"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <ErrorMessage error={error} />
    </form>
  );
}

/** The big button that submits the controls: gold to bet, green to cash out. */
export function PlayButton({
  tone = 'bet',
  disabled,
  children,
}: {
  tone?: 'bet' | 'cashout';
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`button ${tone === 'cashout' ? 'button--cashout' : 'button--primary'} button--play`}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
