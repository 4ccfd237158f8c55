/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The SQL expression formatting a timestamptz column as `YYYY-MM-DDTHH:mm:ssZ` (UTC). */
export function utc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

/** PostgreSQL unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
