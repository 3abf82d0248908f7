import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { inviteOperator } from '../modules/platform/platform.service.ts';
import { consoleHostOf } from '../modules/platform/platform.session.ts';

// npm run platform:admin -- <e-mail>   (docs/operations.md#the-platform-console)
// Makes a platform operator (or lets one set a new password) and prints the one-time link to set
// it, on the platform console's own host. Only the link's hash is stored.

const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run platform:admin -- <e-mail>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database.db);
  const host = consoleHostOf(config.PLATFORM_DOMAIN);
  const origin = config.PLATFORM_DOMAIN === 'localhost' ? `http://${host}:${config.PORT}` : `https://${host}`;
  const { link, expiresAt } = await inviteOperator(database, email.data, origin, new Date());
  console.log(link);
  console.error(`(one use, until ${expiresAt.toISOString()})`);
} finally {
  await database.close();
}
