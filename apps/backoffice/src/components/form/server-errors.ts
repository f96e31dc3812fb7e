import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';

/**
 * Puts a failed call's per-field messages (a 422's `fields`) on the form's fields (a list element's on
 * its list), and answers what
 * the form should say above its fields: the server's message when no field of this form took it.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
): string {
  if (!(error instanceof ApiError)) return 'The server could not be reached. Try again.';
  let placed = 0;
  for (const [field, messages] of Object.entries(error.fields)) {
    // An element of a list the form edits in one input (`games.1`) goes on that input (`games`).
    const list = field.replace(/\.\d+$/, '');
    const name =
      fieldNames.find((candidate) => candidate === field) ??
      fieldNames.find((candidate) => candidate === list);
    if (!name || !messages[0]) continue;
    setError(name, { type: 'server', message: messages[0] }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  if (placed > 0) return '';
  if (error.retryAfterSeconds) return `${error.message} Try again in ${error.retryAfterSeconds} s.`;
  return error.message;
}
