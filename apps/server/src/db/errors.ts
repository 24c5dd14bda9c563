// PostgreSQL reports a broken unique constraint as SQLSTATE 23505. Drizzle wraps driver errors, so
// the code may sit on the error itself or on its cause.
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
