import { ApiError } from '../api/api-error.ts';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="muted loading" role="status">
      {label}
    </p>
  );
}

/** A query that failed: what the server said, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof ApiError ? error.message : 'The server could not be reached.';
  return (
    <div className="alert alert--error" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
