/** The reason a statement refused itself with (migration 0024's `refuse(reason)`: SQLSTATE P0001),
 * found through the driver's and Drizzle's wrappers of the error; null for any other error. */
export function refusalOf(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, message } = cause as Error & { code?: unknown };
    if (code === 'P0001') return message;
  }
  return null;
}
