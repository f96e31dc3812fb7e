/**
 * CSV (RFC 4180) of report rows: a header of the columns' names and one line per row. A cell is quoted
 * when it needs it, and one that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with a quote mark — except a plain number, so negative amounts stay numbers.
 */
export function toCsv<Row extends Record<string, unknown>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const guarded = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}
