import { loadConfig } from '../config.ts';
import { BackupRefusedError, backupStoreOf, restoreBackup, totalRows } from '../db/backup/backup.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { mediaStorageFrom } from '../modules/media/storage/media-storage.factory.ts';

// npm run restore -- <file> [--force]   (docs/operations.md#backups, ADR 121)
// Checks the whole backup first (a storefront backup, a format and migrations this build knows,
// every checksum) and refuses anything else before touching the store. Restores into DATABASE_URL
// (pg_restore, one transaction) or DATA_DIR (PGlite, the server stopped), and the media files into
// the configured storage; then compares every table's rows with the manifest. A store that already
// holds tables is replaced only with --force.
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--')) {
    console.error('Usage: npm run restore -- <backup.tar.gz> [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const store = backupStoreOf(config);
  const { manifest, setAside } = await restoreBackup(files[0]!, store, mediaStorageFrom(config), { force });
  if (setAside) console.log(`  the store that was there is kept at ${setAside}`);
  console.log(
    `✓ restored ${files[0]} (${manifest.store}, made ${manifest.created_at}, migration ${manifest.migrations.latest ?? 'none'}): ` +
      `${Object.keys(manifest.tables).length} tables, ${totalRows(manifest)} rows and ${manifest.media.files} media files, every table's rows equal to the backup's`,
  );
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(error instanceof BackupRefusedError || error instanceof DataDirLockedError ? 2 : 1);
});
