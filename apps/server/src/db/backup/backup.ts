import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { MEDIA_FORMATS, type MediaFormat, mediaFileName } from '@storefront/domain/media/media.rules';
import pg from 'pg';
import type { Config } from '../../config.ts';
import type { MediaStorage } from '../../modules/media/storage/media-storage.ts';
import { pgliteSettings } from '../client.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { readMigrations } from '../migrate.ts';
import { extractTarGz, NotAnArchiveError, sha256Of, type TarEntry, writeTarGz } from './tar.ts';

// npm run backup / npm run restore (docs/operations.md#backups, docs/decisions/121-backups.md).
// A backup is one .tar.gz: manifest.json first, then the database (PostgreSQL: pg_dump's custom
// format; PGlite: its data directory as PGlite dumps it) and every media file the database names,
// read through the media storage (a folder or an S3-compatible bucket). The manifest says what
// made it, when, at which migration, and every table's row count and digest; restore checks it and
// every file's checksum before it touches anything, and checks the digests again after.

export const BACKUP_FORMAT = 'storefront-backup';
export const BACKUP_VERSION = 1;
const DUMP_POSTGRES = 'database.pgdump';
const DUMP_PGLITE = 'database.pglite.tar.gz';
const MANIFEST = 'manifest.json';
const MEDIA_NAME = /^media\/[0-9a-z][0-9a-z.-]{0,99}$/;

export interface TableDigest {
  rows: number;
  /** md5 over the md5 of each row's text, in primary-key order: equal digests, equal rows. */
  digest: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  store: 'postgres' | 'pglite';
  versions: { app: string; node: string; postgres: string; pglite: string | null };
  /** The migrations applied to the database, the last one its level. */
  migrations: { latest: string | null; applied: string[] };
  tables: Record<string, TableDigest>;
  media: { storage: 'disk' | 's3'; files: number; missing: string[] };
  /** Every other entry of the archive with its size and SHA-256. */
  files: Record<string, { bytes: number; sha256: string }>;
}

export class BackupRefusedError extends Error {}

/** The two stores, as the server names them (DATABASE_URL, else PGlite under DATA_DIR). */
export type BackupStore = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The store the server's configuration names. */
export function backupStoreOf(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): BackupStore {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}

type Query = <T>(text: string) => Promise<T[]>;

/** Row count and digest of every table of the public schema, each read in primary-key order (a
 * table without a key in the order of its rows' text). */
export async function tableDigests(query: Query): Promise<Record<string, TableDigest>> {
  const tables = await query<{ name: string; key: string | null }>(
    `select c.relname as name,
       (select string_agg(quote_ident(a.attname), ', ' order by k.ord)
          from pg_index i
          cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary) as key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
     order by c.relname`,
  );
  const digests: Record<string, TableDigest> = {};
  for (const table of tables) {
    const order = table.key
      ? table.key
          .split(', ')
          .map((column) => `t.${column}`)
          .join(', ')
      : 't::text';
    const [row] = await query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by ${order})), '') as digest
       from public.${pg.escapeIdentifier(table.name)} t`,
    );
    digests[table.name] = { rows: Number(row!.rows), digest: row!.digest };
  }
  return digests;
}

async function appliedMigrations(query: Query): Promise<string[]> {
  const [exists] = await query<{ found: boolean }>(
    `select to_regclass('public.schema_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  return (await query<{ name: string }>('select name from schema_migrations order by name')).map(
    (row) => row.name,
  );
}

/** The file names of every photo the database records (`media_uploads`: each width in each format). */
async function mediaNames(query: Query): Promise<string[]> {
  const [exists] = await query<{ found: boolean }>(
    `select to_regclass('public.media_uploads') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await query<{ hash: string; widths: number[]; formats: string[] }>(
    'select hash, widths, formats from media_uploads order by hash',
  );
  const names = new Set<string>();
  for (const row of rows) {
    for (const width of row.widths) {
      for (const format of row.formats) names.add(mediaFileName(row.hash, width, format as MediaFormat));
    }
  }
  return [...names].sort();
}

const require = createRequire(import.meta.url);
/** The installed version of a package, read from its package.json above its entry point. */
function versionOf(packageName: string): string | null {
  let dir: string;
  try {
    dir = dirname(require.resolve(packageName));
  } catch {
    return null;
  }
  for (let up = 0; up < 4; up++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === packageName) return pkg.version;
    } catch {}
  }
  return null;
}

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8'));
  return (pkg as { version: string }).version;
}

/** Runs a command, its stdout to `stdout` when given; fails with its stderr. */
function run(
  command: string,
  args: string[],
  options: { stdin?: NodeJS.ReadableStream | string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'ignore', 'pipe'],
      env: { ...process.env, ...options.env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client-15)`,
            )
          : error,
      );
    });
    child.stdin.on('error', () => {}); // the exit code says what went wrong
    if (typeof options.stdin === 'string') child.stdin.end(options.stdin);
    else if (options.stdin) options.stdin.pipe(child.stdin);
    else child.stdin.end();
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`${command} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`));
    });
  });
}

/** The archive's default name: backups/storefront-<store>-<UTC time>.tar.gz under the working directory. */
export function defaultBackupPath(store: BackupStore, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return resolve('backups', `storefront-${store.kind}-${stamp}.tar.gz`);
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/**
 * Writes a backup of `store` and the media `storage` holds to `out`. PostgreSQL may be serving
 * meanwhile: the dump, the digests and the list of media files are read in one snapshot. PGlite
 * may not (one process per data directory): its lock is taken, so a running server refuses it.
 */
export async function makeBackup(
  store: BackupStore,
  storage: MediaStorage,
  out: string,
): Promise<BackupResult> {
  const target = resolve(out);
  await mkdir(dirname(target), { recursive: true });
  const work = await mkdtemp(join(dirname(target), '.backup-'));
  try {
    let contents: {
      dump: string;
      tables: Record<string, TableDigest>;
      applied: string[];
      media: string[];
      postgres: string;
    };
    if (store.kind === 'postgres') contents = await dumpPostgres(store.url, work);
    else contents = await dumpPglite(store.dataDir, work);

    // The media files the database names, read through the storage the server uses (a folder or
    // an S3-compatible bucket: GetObject only, the server's own key).
    await mkdir(join(work, 'media'));
    const missing: string[] = [];
    for (const name of contents.media) {
      const bytes = await storage.get(name);
      if (bytes) await writeFile(join(work, 'media', name), bytes);
      else missing.push(name);
    }
    const entries: TarEntry[] = [
      { name: contents.dump, path: join(work, contents.dump) },
      ...contents.media
        .filter((name) => !missing.includes(name))
        .map((name) => ({ name: `media/${name}`, path: join(work, 'media', name) })),
    ];
    const files: Manifest['files'] = {};
    for (const entry of entries) {
      files[entry.name] = { bytes: (await stat(entry.path)).size, sha256: await sha256Of(entry.path) };
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      store: store.kind,
      versions: {
        app: await appVersion(),
        node: process.version,
        postgres: contents.postgres,
        pglite: store.kind === 'pglite' ? versionOf('@electric-sql/pglite') : null,
      },
      migrations: { latest: contents.applied.at(-1) ?? null, applied: contents.applied },
      tables: contents.tables,
      media: { storage: storage.kind, files: entries.length - 1, missing },
      files,
    };
    await writeFile(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    await writeTarGz(partial, [{ name: MANIFEST, path: join(work, MANIFEST) }, ...entries]);
    await rename(partial, target);
    return { file: target, manifest, bytes: (await stat(target)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function dumpPostgres(url: string, work: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = async <T>(text: string) => (await client.query(text)).rows as T[];
    // One snapshot for pg_dump, the digests and the media list, so all three agree while the
    // servers keep taking orders.
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query('select pg_export_snapshot() as snapshot')).rows as [
      { snapshot: string },
    ];
    const dumping = run('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-password',
      `--file=${join(work, DUMP_POSTGRES)}`,
      `--dbname=${url}`,
    ]);
    // read while pg_dump runs, one statement at a time on this connection
    const reading = (async () => ({
      tables: await tableDigests(query),
      applied: await appliedMigrations(query),
      media: await mediaNames(query),
      version: (await query<{ server_version: string }>('show server_version'))[0],
    }))();
    const [, { tables, applied, media, version }] = await Promise.all([dumping, reading]);
    await client.query('commit');
    return { dump: DUMP_POSTGRES, tables, applied, media, postgres: version!.server_version };
  } finally {
    await client.end();
  }
}

async function openPgliteDir(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir: dir,
    ...(loadDataDir ? { loadDataDir } : {}),
    postgresqlconf: pgliteSettings,
  });
}

const pgliteQuery =
  (client: PGlite): Query =>
  async <T>(text: string) =>
    (await client.query<T>(text)).rows;

async function dumpPglite(dataDir: string, work: string) {
  const dir = join(resolve(dataDir), 'pglite');
  if (!(await stat(join(dir, 'PG_VERSION')).catch(() => null))) {
    throw new BackupRefusedError(`There is no embedded store at ${dir} (DATA_DIR) to back up.`);
  }
  const unlock = lockDataDir(resolve(dataDir)); // a running server holds it: refused, naming its pid
  try {
    const client = await openPgliteDir(dir);
    try {
      const query = pgliteQuery(client);
      const tables = await tableDigests(query);
      const applied = await appliedMigrations(query);
      const media = await mediaNames(query);
      const [version] = await query<{ server_version: string }>('show server_version');
      await client.exec('checkpoint'); // the data files whole, so a restore needs no WAL replay
      const dump = await client.dumpDataDir('gzip');
      await writeFile(join(work, DUMP_PGLITE), Buffer.from(await dump.arrayBuffer()));
      return { dump: DUMP_PGLITE, tables, applied, media, postgres: version!.server_version };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

export interface RestoreOptions {
  /** Replace a database (and on PGlite a data directory) that already holds tables. */
  force?: boolean;
  /** Where the archive is unpacked and checked (default: the system's temporary folder). */
  workDir?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  /** On PGlite with --force: where the data directory that was replaced was moved. */
  setAside: string | null;
}

/** Reads and checks a backup: a storefront backup, a format this build reads, migrations this
 * build knows, every file present with its checksum. Nothing outside `work` is touched. */
async function openBackup(file: string, work: string): Promise<Manifest> {
  if (!(await stat(file).catch(() => null))?.isFile())
    throw new BackupRefusedError(`No backup file at ${file}. Nothing was changed.`);
  const accept = (name: string) =>
    name === MANIFEST || name === DUMP_POSTGRES || name === DUMP_PGLITE || MEDIA_NAME.test(name);
  let extracted: Awaited<ReturnType<typeof extractTarGz>>;
  try {
    extracted = await extractTarGz(file, work, accept);
  } catch (error) {
    if (error instanceof NotAnArchiveError) {
      throw new BackupRefusedError(
        `${file} is not a storefront backup or is damaged: ${error.message}. Nothing was changed.`,
      );
    }
    throw error;
  }
  if (extracted[0]?.name !== MANIFEST) {
    throw new BackupRefusedError(
      `${file} is not a storefront backup (no manifest.json first). Nothing was changed.`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(work, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupRefusedError(`${file}: its manifest.json is not JSON. Nothing was changed.`);
  }
  if (manifest?.format !== BACKUP_FORMAT) {
    throw new BackupRefusedError(
      `${file} is not a storefront backup (manifest format "${String(manifest?.format)}"). Nothing was changed.`,
    );
  }
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupRefusedError(
      `${file} is a backup of format version ${manifest.version}; this build reads version ${BACKUP_VERSION}. Restore it with the build that made it (${manifest.versions?.app}). Nothing was changed.`,
    );
  }
  const dump = manifest.store === 'postgres' ? DUMP_POSTGRES : DUMP_PGLITE;
  if (
    !Array.isArray(manifest.migrations?.applied) ||
    typeof manifest.tables !== 'object' ||
    typeof manifest.files !== 'object' ||
    !manifest.files?.[dump]
  ) {
    throw new BackupRefusedError(
      `${file}: its manifest lacks the migrations, the tables or the database's file. Nothing was changed.`,
    );
  }
  const known = new Set(readMigrations().map((migration) => migration.name));
  const unknown = manifest.migrations.applied.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BackupRefusedError(
      `${file} was made by a newer build: its database has migration(s) ${unknown.join(', ')}, which this build does not know. Restore it with that build or a later one. Nothing was changed.`,
    );
  }
  const found = new Map(extracted.slice(1).map((entry) => [entry.name, entry]));
  for (const [name, expected] of Object.entries(manifest.files)) {
    const entry = found.get(name);
    if (!entry)
      throw new BackupRefusedError(`${file} is incomplete: ${name} is missing. Nothing was changed.`);
    if (entry.sha256 !== expected.sha256 || entry.bytes !== expected.bytes) {
      throw new BackupRefusedError(
        `${file} is damaged: ${name} does not match its checksum. Nothing was changed.`,
      );
    }
    found.delete(name);
  }
  if (found.size) {
    throw new BackupRefusedError(
      `${file} holds files its manifest does not list (${[...found.keys()].slice(0, 3).join(', ')}). Nothing was changed.`,
    );
  }
  return manifest;
}

function compareDigests(
  expected: Record<string, TableDigest>,
  actual: Record<string, TableDigest>,
): string[] {
  const differences: string[] = [];
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const a = expected[name];
    const b = actual[name];
    if (!a) differences.push(`${name}: not in the backup`);
    else if (!b) differences.push(`${name}: missing after the restore`);
    else if (a.rows !== b.rows) differences.push(`${name}: ${a.rows} rows in the backup, ${b.rows} restored`);
    else if (a.digest !== b.digest) differences.push(`${name}: rows differ from the backup's`);
  }
  return differences;
}

/**
 * Restores a backup into `store` and its media into `storage`. Checks the whole archive first;
 * refuses a store that already holds tables unless `force`. The media files go first (named by
 * their content, so a file already there is the same bytes), then the database, whose digests are
 * compared with the manifest's: on PGlite before the restored directory takes the old one's place.
 */
export async function restoreBackup(
  file: string,
  store: BackupStore,
  storage: MediaStorage,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const work = await mkdtemp(join(options.workDir ?? tmpdir(), 'sf-restore-'));
  try {
    const manifest = await openBackup(resolve(file), work);
    if (manifest.store !== store.kind) {
      throw new BackupRefusedError(
        `${file} is a backup of the ${manifest.store === 'pglite' ? 'embedded store (PGlite)' : 'PostgreSQL database'}; this server is configured for ${store.kind === 'pglite' ? 'the embedded store (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}. Restore it with the same kind of store. Nothing was changed.`,
      );
    }
    const restoreMedia = async () => {
      const names = Object.keys(manifest.files).filter((name) => name.startsWith('media/'));
      for (const name of names) {
        const fileName = name.slice('media/'.length);
        const format = MEDIA_FORMATS.find((candidate) => fileName.endsWith(`.${candidate}`)) ?? 'webp';
        await storage.put(fileName, await readFile(join(work, name)), `image/${format}`);
      }
    };
    if (store.kind === 'postgres') {
      await restorePostgres(store.url, work, manifest, restoreMedia, options.force ?? false);
      return { manifest, setAside: null };
    }
    const setAside = await restorePglite(store.dataDir, work, manifest, restoreMedia, options.force ?? false);
    return { manifest, setAside };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restorePostgres(
  url: string,
  work: string,
  manifest: Manifest,
  restoreMedia: () => Promise<void>,
  force: boolean,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query: Query = async <T>(text: string) => (await client.query(text)).rows as T[];
  try {
    const [{ tables }] = (await query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    )) as [{ tables: number }];
    if (tables > 0 && !force) {
      throw new BackupRefusedError(
        `The database of DATABASE_URL is not empty (${tables} tables, views or sequences in its public schema). Restore into a new, empty database, or run again with --force to replace everything in its public schema with the backup (stop the servers first). Nothing was changed.`,
      );
    }
    await restoreMedia();
    // pg_restore writes the dump as SQL (--clean --if-exists: drop what it is about to create;
    // --no-owner --no-acl: everything owned by the DATABASE_URL role, the one the servers run
    // as) and psql runs it in one transaction: a failure leaves the database as it was. With
    // --force, the public schema is emptied first in the same transaction, so a table of a later
    // migration that the backup does not hold cannot survive beside the restored schema_migrations.
    const script = spawn(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-acl', '--file=-', join(work, DUMP_POSTGRES)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let scriptErrors = '';
    script.stderr.on('data', (chunk: Buffer) => {
      scriptErrors += chunk.toString();
    });
    const scriptDone = new Promise<void>((done, fail) => {
      script.on('error', (error: NodeJS.ErrnoException) =>
        fail(
          error.code === 'ENOENT'
            ? new Error(
                "pg_restore was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client-15)",
              )
            : error,
        ),
      );
      script.on('close', (code) =>
        code === 0
          ? done()
          : fail(new Error(`pg_restore failed (exit ${code}): ${scriptErrors.trim().slice(0, 2000)}`)),
      );
    });
    const input = new PassThrough();
    if (force) input.write('drop schema if exists public cascade;\ncreate schema public;\n');
    script.stdout.pipe(input);
    await Promise.all([
      run(
        'psql',
        [
          '--no-psqlrc',
          '--quiet',
          '--single-transaction',
          '--set=ON_ERROR_STOP=1',
          `--dbname=${url}`,
          '--file=-',
        ],
        {
          stdin: input,
        },
      ),
      scriptDone,
    ]);
    const differences = compareDigests(manifest.tables, await tableDigests(query));
    if (differences.length) {
      throw new Error(`The restored database differs from the backup: ${differences.slice(0, 5).join('; ')}`);
    }
  } finally {
    await client.end();
  }
}

async function restorePglite(
  dataDir: string,
  work: string,
  manifest: Manifest,
  restoreMedia: () => Promise<void>,
  force: boolean,
): Promise<string | null> {
  const root = resolve(dataDir);
  const unlock = lockDataDir(root); // a running server holds it: refused, naming its pid
  try {
    const live = join(root, 'pglite');
    const present = (await readdir(live).catch(() => [] as string[])).length > 0;
    if (present && !force) {
      throw new BackupRefusedError(
        `${live} already holds a store. Restore into a new DATA_DIR, or run again with --force to replace it (the current one is moved aside, not deleted). Nothing was changed.`,
      );
    }
    await restoreMedia();
    // Loaded into a directory of its own and checked there; only then does it take the store's place.
    const incoming = join(root, `pglite.restoring-${process.pid}`);
    await rm(incoming, { recursive: true, force: true });
    const dump = new Blob([await readFile(join(work, DUMP_PGLITE))]);
    const client = await openPgliteDir(incoming, dump);
    try {
      const differences = compareDigests(manifest.tables, await tableDigests(pgliteQuery(client)));
      if (differences.length) {
        throw new Error(`The restored store differs from the backup: ${differences.slice(0, 5).join('; ')}`);
      }
    } catch (error) {
      await client.close();
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
    await client.close();
    let setAside: string | null = null;
    if (present) {
      setAside = `${live}.before-restore-${new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')}`;
      await rename(live, setAside);
    }
    await rename(incoming, live);
    return setAside;
  } finally {
    unlock();
  }
}

/** For tests and the CLI's summary: total rows of a manifest. */
export function totalRows(manifest: Manifest): number {
  return Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
}
