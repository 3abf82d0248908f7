import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/idempotency.ts';

/**
 * The stored answer of an Idempotency-Key already used, looked up before an order is priced: a
 * retry must replay the first order even when its checks would now fail (the first order took the
 * last of a product). `idempotent()` still decides under its lock for requests that race.
 */
export async function storedAnswer<T>(
  db: Db,
  args: { instanceId: number; scope: string; key: string; request: unknown },
): Promise<{ statusCode: number; body: T } | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.instanceId, args.instanceId),
        eq(idempotencyKeys.scope, args.scope),
        eq(idempotencyKeys.key, args.key),
      ),
    );
  if (!row || row.statusCode === 0) return null;
  if (row.requestHash !== requestHash(args.request)) throw new AppError(422, 'idempotency_conflict');
  return { statusCode: row.statusCode, body: row.response as T };
}
