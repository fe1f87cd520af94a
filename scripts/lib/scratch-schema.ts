/**
 * A private PostgreSQL schema for one test run (the API tests, the end-to-end suite on a
 * scaled-out site), on the server `url` names: a server connecting with `urlOf(schema)` keeps
 * every table in it, and dropping it leaves the server as it was.
 */
import pg from 'pg';

/** Runs `work` with a client connected to `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new schema with a name of its own (`<prefix>_<pid>_<random>`). */
export async function createScratchSchema(url: string, prefix = 'test'): Promise<string> {
  const schema = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return schema;
}

export async function dropScratchSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
}

/** `url` with every connection's search path set to `schema`. */
export function inSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
