import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from './request.ts';
import { type ServerProcess, startServer } from './server.ts';
import type { TempStore } from './store.ts';

// Crash durability: concurrent writes against the real server, kill -9 at a random moment,
// restart on the same store, and check that every write acknowledged (a 2xx with its body read
// before the kill) is there and holds what was sent.

const HOST = 'la-brasa.localhost';

/** How long a start may take: the first prepares a new store (initdb, migrations, the demo seed),
 * about 9 s on an idle machine; inside the whole suite, on a slow hour, one took over 60 s. */
const START_TIMEOUT_MS = 120_000;

export interface CrashOptions {
  store: TempStore;
  /** Kill cycles (each: start, write, kill -9). */
  cycles: number;
  /** The kill comes at a uniformly random moment in [min, max] ms after the writes start. */
  killAfterMs: [number, number];
  /** Concurrent writers. */
  concurrency: number;
  log?: (line: string) => void;
}

interface SessionWrite {
  id: string;
  so: string;
  browser: string;
  pixel_width: number;
  pixel_height: number;
}

interface ProfileWrite {
  id: string;
  token: string;
  name: string;
}

export interface Counts {
  sessions: number;
  profiles: number;
}

export interface CrashReport {
  store: 'pglite' | 'postgres';
  cycles: number;
  /** Requests sent, and those that failed without a 2xx (mostly the ones cut by the kill). */
  attempted: number;
  unacknowledged: number;
  acknowledged: Counts;
  found: Counts;
  lost: Counts;
  /** Acknowledged writes present with other values than were sent, or answering wrongly. */
  inconsistent: string[];
  /** Problems found on an intermediate restart (a write missing then, even if back later). */
  problems: string[];
}

const headers = { host: HOST };

async function venueId(server: ServerProcess): Promise<number> {
  const { status, body } = await request(server.origin, '/domain/config.json', { headers });
  if (status !== 200) throw new Error(`GET /domain/config.json answered ${status}`);
  return (body as { id: number }).id;
}

const acknowledged = (status: number) => status >= 200 && status <= 299;

/** One write; answers the acknowledged record, or null when no 2xx body came back. */
async function writeSession(origin: string, customerId: number, n: string): Promise<SessionWrite | null> {
  const sent = {
    so: `crash-os-${n}`,
    browser: `crash-browser-${n}`,
    pixel_width: randomInt(320, 4000),
    pixel_height: randomInt(320, 4000),
  };
  const { status, body } = await request(origin, '/api/sessions.json', {
    method: 'POST',
    headers,
    json: { customer_id: customerId, ...sent },
  });
  const id = (body as { id?: unknown } | null)?.id;
  if (!acknowledged(status) || typeof id !== 'string') return null;
  return { id, ...sent };
}

async function writeProfile(origin: string, n: string): Promise<ProfileWrite | null> {
  const name = `crash-${n}`;
  const { status, body } = await request(origin, '/profiles/anonymous.json', {
    method: 'POST',
    headers,
    json: { profile: { domain: null, name } },
  });
  const { id, token } = (body ?? {}) as { id?: unknown; token?: unknown };
  if (!acknowledged(status) || typeof id !== 'string' || typeof token !== 'string') return null;
  return { id, token, name };
}

/** Checks that the write endpoints exist before trusting a count of zero losses. */
async function probeWrites(server: ServerProcess, customerId: number): Promise<void> {
  const session = await writeSession(server.origin, customerId, 'probe');
  const profile = await writeProfile(server.origin, 'probe');
  if (!session || !profile)
    throw new Error(
      'the write endpoints did not answer 2xx (POST /api/sessions.json, POST /profiles/anonymous.json)',
    );
}

interface CycleResult {
  sessions: SessionWrite[];
  profiles: ProfileWrite[];
  attempted: number;
  unacknowledged: number;
}

/** Writers until the kill; answers what was acknowledged. */
async function writeUntilKilled(
  server: ServerProcess,
  customerId: number,
  cycle: number,
  options: CrashOptions,
): Promise<CycleResult> {
  const result: CycleResult = { sessions: [], profiles: [], attempted: 0, unacknowledged: 0 };
  let killed = false;
  let sequence = 0;
  const writer = async (worker: number) => {
    while (!killed) {
      const n = `${cycle}-${worker}-${sequence++}`;
      result.attempted++;
      try {
        if (sequence % 2) {
          const ack = await writeSession(server.origin, customerId, n);
          if (ack) result.sessions.push(ack);
          else result.unacknowledged++;
        } else {
          const ack = await writeProfile(server.origin, n);
          if (ack) result.profiles.push(ack);
          else result.unacknowledged++;
        }
      } catch {
        result.unacknowledged++;
      }
    }
  };
  const writers = Array.from({ length: options.concurrency }, (_, worker) => writer(worker));
  const [min, max] = options.killAfterMs;
  await sleep(min + Math.random() * (max - min));
  await server.kill9();
  killed = true;
  await Promise.all(writers);
  return result;
}

/** The acknowledged profiles that do not answer GET /profiles/status.json with their own id. */
async function missingProfiles(origin: string, profiles: ProfileWrite[]): Promise<string[]> {
  const missing: string[] = [];
  const queue = [...profiles];
  const checker = async () => {
    for (let profile = queue.pop(); profile; profile = queue.pop()) {
      const { status, body } = await request(origin, '/profiles/status.json', {
        headers: { ...headers, profileid: profile.id, token: profile.token },
      });
      if (status !== 200 || (body as { profile_id?: unknown } | null)?.profile_id !== profile.id)
        missing.push(profile.id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, checker));
  return missing;
}

export async function crashCheck(options: CrashOptions): Promise<CrashReport> {
  const { store } = options;
  const log = options.log ?? (() => {});
  const env = {
    ...store.env,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DEFAULT_INSTANCE: 'la-brasa',
    // The crash check writes far faster than one diner: lift the per-client write limits.
    RATE_LIMIT_PROFILES_PER_MINUTE: '10000000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '10000000',
  };
  const sessions: SessionWrite[] = [];
  const profiles: ProfileWrite[] = [];
  const problems: string[] = [];
  let attempted = 0;
  let unacknowledged = 0;
  let customerId = 0;
  let previous: CycleResult | undefined;

  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    const server = await startServer({ env, readyTimeoutMs: START_TIMEOUT_MS });
    try {
      if (cycle === 1) {
        customerId = await venueId(server);
        await probeWrites(server, customerId);
      } else if (previous) {
        const missing = await missingProfiles(server.origin, previous.profiles);
        if (missing.length)
          problems.push(`after kill ${cycle - 1}: ${missing.length} acknowledged profiles missing`);
      }
      const result = await writeUntilKilled(server, customerId, cycle, options);
      sessions.push(...result.sessions);
      profiles.push(...result.profiles);
      attempted += result.attempted;
      unacknowledged += result.unacknowledged;
      previous = result;
      log(
        `  ${store.kind} kill ${cycle}/${options.cycles}: ${result.sessions.length} sessions + ` +
          `${result.profiles.length} profiles acknowledged, ${result.unacknowledged} requests unanswered (cut by the kill)`,
      );
    } finally {
      await server.kill9();
    }
  }

  // Restart once more: every acknowledged profile must answer through the API ...
  const inconsistent: string[] = [];
  const server = await startServer({ env, readyTimeoutMs: START_TIMEOUT_MS });
  let missingProfileIds: string[];
  try {
    missingProfileIds = await missingProfiles(server.origin, profiles);
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) problems.push(`the server did not stop cleanly: ${JSON.stringify(exit)}`);
  }

  // ... and, with the server stopped, every acknowledged session is in the database as sent.
  const rows = await store.query<{
    id: string;
    instance_id: number;
    so: string | null;
    browser: string | null;
    pixel_width: number | null;
    pixel_height: number | null;
  }>('select id::text as id, instance_id, so, browser, pixel_width, pixel_height from tracking_sessions');
  const byId = new Map(rows.map((row) => [row.id, row]));
  let missingSessions = 0;
  for (const sent of sessions) {
    const row = byId.get(sent.id);
    if (!row) missingSessions++;
    else if (
      row.instance_id !== customerId ||
      row.so !== sent.so ||
      row.browser !== sent.browser ||
      row.pixel_width !== sent.pixel_width ||
      row.pixel_height !== sent.pixel_height
    )
      inconsistent.push(`session ${sent.id}: stored ${JSON.stringify(row)}, sent ${JSON.stringify(sent)}`);
  }
  const names = new Map(
    (await store.query<{ id: string; name: string | null }>('select id::text as id, name from profiles')).map(
      (row) => [row.id, row.name],
    ),
  );
  for (const sent of profiles) {
    if (names.has(sent.id) && names.get(sent.id) !== sent.name)
      inconsistent.push(`profile ${sent.id}: stored name ${names.get(sent.id)}, sent ${sent.name}`);
  }
  const duplicates = sessions.length - new Set(sessions.map((s) => s.id)).size;
  if (duplicates) inconsistent.push(`${duplicates} session ids acknowledged twice`);

  const acknowledged = { sessions: sessions.length, profiles: profiles.length };
  const lost = { sessions: missingSessions, profiles: missingProfileIds.length };
  return {
    store: store.kind,
    cycles: options.cycles,
    attempted,
    unacknowledged,
    acknowledged,
    found: {
      sessions: acknowledged.sessions - lost.sessions,
      profiles: acknowledged.profiles - lost.profiles,
    },
    lost,
    inconsistent,
    problems,
  };
}

/** True when the report shows no loss, no inconsistency and something was actually written. */
export function crashPassed(report: CrashReport): boolean {
  return (
    report.lost.sessions === 0 &&
    report.lost.profiles === 0 &&
    report.inconsistent.length === 0 &&
    report.problems.length === 0 &&
    report.acknowledged.sessions > 0 &&
    report.acknowledged.profiles > 0
  );
}
