// The child process of db/bootstrap.ts openPreparedDatabase: migrations, the demo seed and staff
// tokens on the configured store, then exit (its memory goes back to the system).
import { ConfigError, loadConfig } from '../config.ts';
import { prepareDatabase } from './bootstrap.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

const bootLog = (msg: string, data: object) => console.log(JSON.stringify({ level: 'info', msg, ...data }));

try {
  const database = await prepareDatabase(loadConfig(), bootLog);
  await database.close();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError)
    console.error(`✗ ${error.message}`);
  else console.error(error);
  process.exit(1);
}
