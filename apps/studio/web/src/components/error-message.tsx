import { errorLines, type FieldErrorText } from '../api/client.ts';

/**
 * The API's message and per-field messages of a failed call (in the page's words where it has them);
 * nothing when there is no error.
 */
export function ErrorMessage({ error, fieldText }: { error: unknown; fieldText?: FieldErrorText }) {
  if (error === null || error === undefined) return null;
  const [message, ...details] = errorLines(error, fieldText);
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
