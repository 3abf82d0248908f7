import pg from 'pg';

/** One statement on its own connection to the server's admin database (`CREATE DATABASE`,
 * `DROP DATABASE`: neither runs inside a pool's transaction nor while connected to the target). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
