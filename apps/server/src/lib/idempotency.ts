import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type Placeholders, prebuilt } from '../db/prebuilt.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from './app-error.ts';

// Writes that create money-relevant things (orders, payments, bookings, tips, cart adds) take an
// `Idempotency-Key` (architecture §4): a retry with the same key returns the first result and
// changes nothing. The key row is written in the same transaction as the work, so either both
// exist or neither; a concurrent request with the same key waits on the key's row and then replays.

/** Runs a step of the work after everything else in its transaction, the Idempotency-Key's answer
 * included, just before the commit: a stock take, whose row every diner ordering that product
 * waits on, is then held for the commit's round trip only
 * (docs/decisions/054-stock-taken-after-the-answer.md). A step that fails rolls the whole write
 * back, its answer included. */
export type Lastly = (step: () => Promise<void>) => void;

/** The work of a write with a key, in its transaction; `lastly` defers a step to just before the
 * commit. */
export type IdempotentWork<T> = (tx: Db, lastly: Lastly) => Promise<{ statusCode: number; body: T }>;

/** Runs `work` and then its deferred steps, in order. */
export async function withLastSteps<T>(
  work: (lastly: Lastly) => Promise<T>,
  after: (result: T) => Promise<unknown> = async () => {},
): Promise<T> {
  const last: (() => Promise<void>)[] = [];
  const result = await work((step) => {
    last.push(step);
  });
  await after(result);
  for (const step of last) await step();
  return result;
}

export interface IdempotentOutcome<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/** The request as JSON with every object's keys sorted, so the same request hashes the same
 * whatever order its keys came in. Written into one string as it walks: every order's key is
 * hashed, and a list of parts per level was most of what the hash allocated. The text must not
 * change: a key claimed before a release is compared with the hash of its retry after it
 * (`idempotency.test.ts` pins it). */
function stable(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + stable(value[i]);
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      out += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface KeyArgs {
  instanceId: number;
  scope: string;
  key: string;
}

/** The row of a venue's Idempotency-Key in its scope, by placeholders. */
const keyRow = and(
  eq(idempotencyKeys.instanceId, sql.placeholder('instanceId')),
  eq(idempotencyKeys.scope, sql.placeholder('scope')),
  eq(idempotencyKeys.key, sql.placeholder('key')),
);

// Every write with a key runs the claim and the answer's update, built once
// (docs/decisions/044-hot-statements-built-once.md).
const claimKey = prebuilt<{ key: string }[], KeyArgs & { requestHash: string }>((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      instanceId: sql.placeholder('instanceId'),
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      statusCode: 0,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);
// The answer travels as JSON text (both drivers pass text as it is; a jsonb parameter would be
// encoded again by PGlite's serializer).
const storeAnswer = prebuilt<unknown, KeyArgs & { statusCode: number; response: string }>((db) =>
  db
    .update(idempotencyKeys)
    .set({
      statusCode: sql`${sql.placeholder('statusCode')}`,
      response: sql`${sql.placeholder('response')}::text::jsonb`,
    })
    .where(keyRow),
);
const keyRowOf = prebuilt<(typeof idempotencyKeys.$inferSelect)[], KeyArgs>((db) =>
  db.select().from(idempotencyKeys).where(keyRow),
);

export function requestHash(request: unknown): string {
  return createHash('sha256').update(stable(request)).digest('base64url');
}

/** The request's Idempotency-Key header, validated; required where `required` is set. */
export function idempotencyKeyOf(request: FastifyRequest, required = true): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) {
    if (required) throw new AppError(400, 'validation_failed', { fields: 'Idempotency-Key' });
    return null;
  }
  if (key.length < 8 || key.length > 200 || !/^[\w.:-]+$/.test(key)) {
    throw new AppError(400, 'validation_failed', { fields: 'Idempotency-Key' });
  }
  return key;
}

/**
 * The answer stored for a key already used, or null when the key is new (or still being worked
 * on by a concurrent request); the same key with another request is 422 `idempotency_conflict`.
 * `idempotent()` replays with it under its lock; a write whose checks would fail on a retry (the
 * first order took the last of a product) asks it first, so the retry still gets the first answer.
 */
export async function storedOutcome<T>(
  db: Db,
  args: { instanceId: number; scope: string; key: string; request: unknown },
): Promise<{ statusCode: number; body: T } | null> {
  const [row] = await keyRowOf(db, args);
  if (!row) return null;
  if (row.requestHash !== requestHash(args.request)) throw new AppError(422, 'idempotency_conflict');
  if (row.statusCode === 0) return null;
  return { statusCode: row.statusCode, body: row.response as T };
}

export async function idempotent<T>(
  db: Db,
  args: { instanceId: number; scope: string; key: string; request: unknown },
  work: IdempotentWork<T>,
): Promise<IdempotentOutcome<T>> {
  const hash = requestHash(args.request);
  return db.transaction(async (tx) => {
    const claimed = await claimKey(tx as Db, { ...args, requestHash: hash });
    if (claimed.length === 0) {
      const first = await storedOutcome<T>(tx as Db, args);
      if (!first) throw new AppError(422, 'idempotency_conflict');
      return { ...first, replayed: true };
    }
    const result = await withLastSteps(
      (lastly) => work(tx as Db, lastly),
      (answer) =>
        storeAnswer(tx as Db, {
          ...args,
          statusCode: answer.statusCode,
          response: JSON.stringify(answer.body ?? {}),
        }),
    );
    return { ...result, replayed: false };
  });
}

/** The outcome of `idempotentClaimedInWork`: the work's answer, or for a retry the first answer as
 * the work claimed its key with (a receipt of it, for a table call: ADR 049). */
export type ReceiptOutcome<T, R> =
  | { statusCode: number; body: T; replayed: false }
  | { statusCode: number; body: R; replayed: true };

/** The work's key claim with `answer`, for `claimSql` inside the work's own statement. */
export type ClaimOf = (answer: { statusCode: number; body: unknown }) => KeyClaim;

/** The values of an Idempotency-Key's claim with its answer (`claimSql`). */
export interface KeyClaim {
  instanceId: number;
  scope: string;
  key: string;
  requestHash: string;
  statusCode: number;
  /** The answer's body as JSON text. */
  response: string;
}

/** `claim as (…)`: claims the key with its answer (`ClaimOf`, or placeholders for its values),
 * once per row of `gate` (once when there is none); its one row `claimed` is there only when the
 * key was new. */
export function claimSql(claim: KeyClaim | Placeholders<KeyClaim>, gate?: string): SQL {
  return sql`claim as (
    insert into idempotency_keys (instance_id, scope, key, request_hash, status_code, response)
    select ${claim.instanceId}::int, ${claim.scope}::text, ${claim.key}::text, ${claim.requestHash}::text,
      ${claim.statusCode}::int, ${claim.response}::text::jsonb
    ${gate ? sql`from ${sql.identifier(gate)}` : sql``}
    on conflict do nothing
    returning 1 as claimed
  )`;
}

/** The work found its key claimed by an earlier request (its transaction then rolls back). */
class KeyAlreadyClaimed extends Error {}

/**
 * `idempotent` for a write that claims its key itself, in its last statement, with the answer it
 * already knows, through `claimSql(claim(answer))` (docs/decisions/055-an-order-in-one-statement.md,
 * 056-a-table-call-in-fewer-statements.md): two round trips fewer than a claim before the work
 * and an answer after it. The work answers whether its claim took; when it did not, everything it
 * wrote rolls back, its `lastly` steps do not run, and the first request's answer is replayed (a
 * concurrent request with the same key waits on the key's row, or on a row the work locks first,
 * until that one commits). A retry whose work now fails (the first call took what was left) is
 * answered the first answer too. For a retry the answer is what the work claimed with, of type `R`
 * (a receipt, when the answer is rebuilt from a few ids: ADR 049). With `transaction: false` the
 * work is one statement that refuses itself when its claim does not take or a check fails
 * (docs/decisions/070-an-order-in-one-autocommit-statement.md), so it needs no transaction and
 * must not defer steps (`lastly` steps would run after its commit).
 */
export async function idempotentClaimedInWork<T, R = T>(
  db: Db,
  args: { instanceId: number; scope: string; key: string; request: unknown },
  work: (
    tx: Db,
    claim: ClaimOf,
    lastly: Lastly,
  ) => Promise<{ statusCode: number; body: T; claimed: boolean }>,
  { transaction = true }: { transaction?: boolean } = {},
): Promise<ReceiptOutcome<T, R>> {
  const hash = requestHash(args.request);
  const claim: ClaimOf = (answer) => ({
    instanceId: args.instanceId,
    scope: args.scope,
    key: args.key,
    requestHash: hash,
    statusCode: answer.statusCode,
    response: JSON.stringify(answer.body ?? {}),
  });
  const run = async (tx: Db) => {
    const { statusCode, body } = await withLastSteps(
      (lastly) =>
        work(
          tx,
          claim,
          transaction
            ? lastly
            : () => {
                throw new Error('a write without a transaction cannot defer a step past its commit');
              },
        ),
      async ({ claimed }) => {
        if (!claimed) throw new KeyAlreadyClaimed();
      },
    );
    return { statusCode, body, replayed: false as const };
  };
  try {
    return await (transaction ? db.transaction((tx) => run(tx as Db)) : run(db));
  } catch (error) {
    if (!(error instanceof KeyAlreadyClaimed || error instanceof AppError)) throw error;
    const first = await storedOutcome<R>(db, args);
    if (first) return { ...first, replayed: true };
    if (error instanceof KeyAlreadyClaimed) throw new AppError(422, 'idempotency_conflict');
    throw error;
  }
}
