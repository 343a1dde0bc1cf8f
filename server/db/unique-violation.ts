/** A PostgreSQL unique violation (both drivers; drizzle wraps the driver's error as `cause`), optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const driverError = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : undefined;
  if (!driverError) return false;
  return constraint === undefined || driverError.constraint === undefined || driverError.constraint === constraint;
}
