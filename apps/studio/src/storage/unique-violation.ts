/**
 * The constraint a unique violation hit (SQLSTATE 23505, from Postgres or PGlite, possibly wrapped by
 * Drizzle as the cause), or null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
