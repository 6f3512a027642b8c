import pg from 'pg';

/** Names derived from DATABASE_URL: the template every test file clones, and a per-file copy. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const databaseName = (url: string) => new URL(url).pathname.slice(1);
export const templateName = (url: string) => `${databaseName(url)}_tpl`;

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
