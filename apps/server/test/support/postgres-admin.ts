import pg from 'pg';

/** One statement on its own connection to the server's admin database (`CREATE DATABASE`,
 * `DROP DATABASE`: neither runs inside a pool's transaction nor while connected to the target). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  await rowsOn(adminUrl, text);
}

/** The rows of one statement on its own connection to a database (a journey's check of what its
 * servers stored). */
export async function rowsOn(url: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
