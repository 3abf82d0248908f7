import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BackupStore,
  type Manifest,
  makeBackup,
  restoreBackup,
  tableDigests,
} from '../src/db/backup/backup.ts';
import { extractTarGz, writeTarGz } from '../src/db/backup/tar.ts';
import { type Database, openDatabase, rowsOf } from '../src/db/client.ts';
import { s3Storage } from '../src/modules/media/storage/s3-storage.ts';
import { createStaffToken } from '../src/modules/staff/staff.auth.ts';
import { BRASA, createTestApp, MONDAY_1PM, repoRoot, storeName, tempDir } from './support/app.ts';
import { booked, bookingBody } from './support/booking.ts';
import { orderBody, place } from './support/delivery.ts';
import { newDiner } from './support/diners.ts';
import { cardToken, customShare, newPurchase, pay, seat } from './support/payments.ts';
import { adminQuery } from './support/postgres-admin.ts';
import { startTestS3, type TestS3 } from './support/s3-server.ts';

// npm run backup / npm run restore (issue 56, docs/operations.md#backups, ADR 121), run as an
// operator runs them: the CLI in a process of its own against the store the server used. A day of
// orders, payments, bookings and photos is made through the API, backed up, the store and the
// photos wiped, restored, and every table of the public schema compared row for row (each row's
// text hashed in primary-key order) with the photos' bytes: a table or a file the backup left out
// fails the comparison. Then what restore must refuse, before it touches anything.

const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const run = promisify(execFile);
const work = tempDir('sf-backup-');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run <script>`'s file with a server's environment; answers its exit code and output. */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _, DATA_DIR: __, MEDIA_DIR: ___, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(repoRoot, `apps/server/src/cli/${script}.ts`), ...args],
      { cwd: work, env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

async function digestsOf(database: Database) {
  return tableDigests(async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text))));
}

/** The digests of a store no server holds, opened for the look and closed. */
async function digestsOfStore(store: BackupStore) {
  const database = await openDatabase(
    store.kind === 'postgres' ? { databaseUrl: store.url, dataDir: 'memory://' } : { dataDir: store.dataDir },
  );
  try {
    return await digestsOf(database);
  } finally {
    await database.close();
  }
}

/** Every file of a media folder: name → SHA-256 of its bytes. */
function mediaFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    files[name] = createHash('sha256')
      .update(readFileSync(join(dir, name)))
      .digest('hex');
  }
  return files;
}

/** Every object of a test bucket: key → SHA-256 of its bytes. */
function objectsOf(server: TestS3): Record<string, string> {
  return Object.fromEntries(
    [...server.objects.entries()]
      .map(([key, object]) => [key, createHash('sha256').update(object.bytes).digest('hex')] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A day at La Brasa through the API: photos, delivery and take-away orders, a card payment at a
 * table, bookings. */
async function aDayOfBusiness(t: Awaited<ReturnType<typeof createTestApp>>, { photosOnly = false } = {}) {
  const instanceId = (await t.app.tenancy.resolve(BRASA))!;
  const token = await createStaffToken(t.database.db, instanceId, 'backup test');
  for (const background of ['#c0392b', '#2e86de']) {
    const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/staff/media.json',
      headers: { host: BRASA, authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', lang: 'en' },
      body: photo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  if (photosOnly) return;
  const diner = await newDiner(t.app, BRASA);
  for (const service of ['delivery', 'delivery', 'take_away'] as const) {
    const placed = await place(
      t.app,
      diner,
      'el-poblado',
      orderBody(service === 'take_away' ? { service, address: null } : {}),
    );
    expect(placed.statusCode, placed.body).toBe(201);
  }
  const purchase = await newPurchase(t, { owner: diner, total: 60_000 });
  await seat(t, purchase, diner);
  const card = await cardToken(t, diner.host, '4242424242424242');
  const paid = await pay(t, diner, customShare(purchase.id, 'card', 60_000, { card_token: card }));
  expect(paid.statusCode, paid.body).toBe(201);
  await booked(t.app, BRASA, 'chapinero', bookingBody());
  await booked(t.app, BRASA, 'chapinero', bookingBody({ hour: '21:00', persons: 4 }));

  const counts = await digestsOf(t.database);
  for (const table of ['purchases', 'payments', 'bookings', 'media_uploads', 'sandbox_transactions']) {
    expect(counts[table]?.rows, table).toBeGreaterThan(0);
  }
}

/** The databases made for restores, dropped after the file's last test. */
const restoreDatabases: string[] = [];
afterAll(async () => {
  for (const name of restoreDatabases)
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** A new, empty PostgreSQL database for a restore. */
async function emptyPostgres(): Promise<string> {
  const name = `sf_restore_${Math.random().toString(16).slice(2, 10)}`;
  await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
  restoreDatabases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment of a server on `store` with its photos in `mediaDir`. */
const envOf = (store: BackupStore, mediaDir: string): Record<string, string> =>
  store.kind === 'postgres'
    ? { DATABASE_URL: store.url, MEDIA_DIR: mediaDir }
    : { DATA_DIR: store.dataDir, MEDIA_DIR: mediaDir };

describe(`npm run backup and npm run restore (${storeName})`, () => {
  const archive = join(work, 'nightly.tar.gz');
  let before: Awaited<ReturnType<typeof digestsOf>>;
  let photos: Record<string, string>;
  let restored: BackupStore;
  const mediaDir = join(work, 'media');
  const restoredMedia = join(work, 'media-restored');

  it('backs up a day of orders, payments, bookings and photos, and restores every row and file after a wipe', async () => {
    const dataDir = join(work, 'data');
    const t = await createTestApp({ MEDIA_DIR: mediaDir }, { now: () => MONDAY_1PM, dataDir });
    let source: BackupStore;
    try {
      await aDayOfBusiness(t);
      before = await digestsOf(t.database);
      photos = mediaFiles(mediaDir);
      expect(Object.keys(photos).length).toBeGreaterThanOrEqual(8); // 2 photos × 3 widths × 2 formats
      source = t.databaseUrl ? { kind: 'postgres', url: t.databaseUrl } : { kind: 'pglite', dataDir };
      // PostgreSQL is backed up while the server runs; the embedded store only once it has stopped
      if (source.kind === 'pglite') {
        const refused = await cli('backup', ['--out', archive], envOf(source, mediaDir));
        expect(refused.code, refused.out).toBe(2);
        expect(refused.out).toMatch(/in use by another server process/);
        await t.database.close();
      }
      const backup = await cli('backup', ['--out', archive], envOf(source, mediaDir));
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/✓ backup written: .*nightly\.tar\.gz/);
    } finally {
      await t.close(); // on PostgreSQL this drops the database: the wipe
    }
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });

    restored = adminUrl
      ? { kind: 'postgres', url: await emptyPostgres() }
      : { kind: 'pglite', dataDir: join(work, 'data-restored') };
    const restore = await cli('restore', [archive], envOf(restored, restoredMedia));
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/✓ restored .* every table's rows equal to the backup's/);

    expect(await digestsOfStore(restored)).toEqual(before);
    expect(mediaFiles(restoredMedia)).toEqual(photos);
  }, 600_000);

  it('holds a manifest of versions, time, migration level, row counts and checksums, and tar can list it', async () => {
    const dir = join(work, 'listed');
    const entries = await extractTarGz(archive, dir, () => true);
    expect(entries[0]?.name).toBe('manifest.json');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({ format: 'storefront-backup', version: 1, store: restored.kind });
    expect(manifest.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.tables).toEqual(before);
    expect(manifest.media).toMatchObject({ storage: 'disk', files: Object.keys(photos).length, missing: [] });
    for (const entry of entries.slice(1)) expect(manifest.files[entry.name]?.sha256).toBe(entry.sha256);
    const { stdout } = await run('tar', ['tzf', archive]);
    expect(stdout.split('\n').filter(Boolean)).toEqual(entries.map((entry) => entry.name));
  });

  it('refuses to restore over a store that holds data unless --force, and with --force replaces it', async () => {
    const refused = await cli('restore', [archive], envOf(restored, restoredMedia));
    expect(refused.code, refused.out).toBe(2);
    expect(refused.out).toMatch(restored.kind === 'postgres' ? /is not empty/ : /already holds a store/);
    expect(refused.out).toMatch(/--force/);

    const forced = await cli('restore', [archive, '--force'], envOf(restored, restoredMedia));
    expect(forced.code, forced.out).toBe(0);
    if (restored.kind === 'pglite') expect(forced.out).toMatch(/kept at .*pglite\.before-restore-/);
  }, 120_000);

  it('refuses a damaged, foreign or newer backup before touching anything', async () => {
    const target: BackupStore = adminUrl
      ? { kind: 'postgres', url: await emptyPostgres() }
      : { kind: 'pglite', dataDir: join(work, 'data-untouched') };
    const untouchedMedia = join(work, 'media-untouched');
    const refusedWith = async (file: string, message: RegExp) => {
      const answer = await cli('restore', [file], envOf(target, untouchedMedia));
      expect(answer.code, answer.out).toBe(2);
      expect(answer.out).toMatch(message);
      expect(answer.out).toMatch(/Nothing was changed/);
    };

    const bytes = readFileSync(archive);
    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refusedWith(truncated, /not a storefront backup or is damaged/);

    const foreign = join(work, 'foreign.tar.gz');
    writeFileSync(foreign, gzipSync('just some text, no tar at all'));
    await refusedWith(foreign, /not a storefront backup/);

    // a well-made archive whose dump was altered after the manifest was written
    const dir = join(work, 'tampered');
    const entries = await extractTarGz(archive, dir, () => true);
    const dump = entries[1]!;
    const altered = readFileSync(dump.path);
    altered.writeUInt8(altered.readUInt8(altered.length - 1) ^ 0xff, altered.length - 1);
    writeFileSync(dump.path, altered);
    const tampered = join(work, 'tampered.tar.gz');
    await writeTarGz(tampered, entries);
    await refusedWith(
      tampered,
      new RegExp(`damaged: ${dump.name.replace('.', '\\.')} does not match its checksum`),
    );

    // made by a newer build: a migration this build does not know
    writeFileSync(dump.path, readFileSync(join(work, 'listed', dump.name)));
    const manifest = JSON.parse(readFileSync(entries[0]!.path, 'utf8')) as Manifest;
    manifest.migrations.applied.push('9999_from_the_future');
    writeFileSync(entries[0]!.path, JSON.stringify(manifest));
    const newer = join(work, 'newer.tar.gz');
    await writeTarGz(newer, entries);
    await refusedWith(newer, /made by a newer build: .*9999_from_the_future/);

    mkdirSync(untouchedMedia, { recursive: true });
    expect(readdirSync(untouchedMedia)).toEqual([]);
    if (target.kind === 'pglite') expect(existsSync(target.dataDir)).toBe(false);
    else expect(await digestsOfStore(target)).toEqual({});
  }, 120_000);

  it('backs up the photos of an S3-compatible bucket with the server’s key and puts them back', async () => {
    const s3 = await startTestS3();
    const s3Again = await startTestS3(); // the bucket restored into: new and empty
    const keysOf = (server: TestS3) => ({
      endpoint: server.endpoint,
      bucket: server.bucket,
      region: server.region,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
      prefix: 'photos/',
    });
    const keys = keysOf(s3);
    const dataDir = join(work, 's3-data');
    const t = await createTestApp(
      {
        MEDIA_S3_ENDPOINT: keys.endpoint,
        MEDIA_S3_BUCKET: keys.bucket,
        MEDIA_S3_REGION: keys.region,
        MEDIA_S3_ACCESS_KEY_ID: keys.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
        MEDIA_S3_PREFIX: keys.prefix,
      },
      { now: () => MONDAY_1PM, dataDir },
    );
    const file = join(work, 's3.tar.gz');
    let digests: Awaited<ReturnType<typeof digestsOf>>;
    try {
      await aDayOfBusiness(t, { photosOnly: true });
      digests = await digestsOf(t.database);
      const source: BackupStore = t.databaseUrl
        ? { kind: 'postgres', url: t.databaseUrl }
        : { kind: 'pglite', dataDir };
      if (source.kind === 'pglite') await t.database.close();
      const { manifest } = await makeBackup(source, s3Storage(keys), file);
      expect(manifest.media).toEqual({ storage: 's3', files: 12, missing: [] });
    } finally {
      await t.close();
    }
    const target: BackupStore = adminUrl
      ? { kind: 'postgres', url: await emptyPostgres() }
      : { kind: 'pglite', dataDir: join(work, 's3-restored') };
    await restoreBackup(file, target, s3Storage(keysOf(s3Again)));
    expect(objectsOf(s3Again)).toEqual(objectsOf(s3));
    expect(Object.keys(objectsOf(s3Again))).toHaveLength(12);
    for (const [key, object] of s3Again.objects)
      expect(object.contentType).toBe(`image/${key.split('.').pop()}`);
    await Promise.all([s3.close(), s3Again.close()]);
    expect(await digestsOfStore(target)).toEqual(digests);
  }, 600_000);
});
