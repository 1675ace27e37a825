import pg from 'pg';

/** The PostgreSQL server the production checks use; they need a real one. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The production checks need TEST_DATABASE_URL (a PostgreSQL database they may write to).');
  return url;
}

/** A new empty database on the same server, and a way to drop it. */
export async function createFreshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = testDatabaseUrl();
  const name = `${new URL(base).pathname.slice(1)}_${prefix}_${Date.now().toString(36)}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(base, `drop database if exists ${name} with (force)`) };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
