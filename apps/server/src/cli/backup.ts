import { loadConfig } from '../config.ts';
import {
  BackupRefusedError,
  backupStoreOf,
  defaultBackupPath,
  makeBackup,
  totalRows,
} from '../db/backup/backup.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { mediaStorageFrom } from '../modules/media/storage/media-storage.factory.ts';

// npm run backup -- [--out <file>]   (docs/operations.md#backups, ADR 121)
// Writes one .tar.gz of the database (PostgreSQL: pg_dump --format=custom of DATABASE_URL, while
// the servers run; PGlite: DATA_DIR's store, with the server stopped), every media file the
// database names, and a manifest of versions, time, migration level, row counts and checksums.
async function main() {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  if ((outAt >= 0 && !args[outAt + 1]) || args.some((arg, i) => arg !== '--out' && i !== outAt + 1)) {
    console.error('Usage: npm run backup -- [--out <file.tar.gz>]');
    process.exit(2);
  }
  const config = loadConfig();
  const store = backupStoreOf(config);
  const out = outAt >= 0 ? args[outAt + 1]! : defaultBackupPath(store);
  const started = Date.now();
  const { file, manifest, bytes } = await makeBackup(store, mediaStorageFrom(config), out);
  for (const name of manifest.media.missing) {
    console.warn(
      `! media file ${name} is named by the database but missing from the ${manifest.media.storage} storage`,
    );
  }
  console.log(
    `✓ backup written: ${file} (${store.kind}, migration ${manifest.migrations.latest ?? 'none'}, ` +
      `${Object.keys(manifest.tables).length} tables, ${totalRows(manifest)} rows, ` +
      `${manifest.media.files} media files, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(error instanceof BackupRefusedError || error instanceof DataDirLockedError ? 2 : 1);
});
