import { errorLines } from '../api/client.ts';

/** The API's message and per-field messages of a failed call; nothing when there is no error. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  const [message, ...details] = errorLines(error);
  return (
    <div className="error-message" role="alert">
      <strong>{message}</strong>
      {details.length > 0 && (
        <ul>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
