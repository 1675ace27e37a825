import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.js';
import { type DemoChain, demoChainTables } from './tables.js';

/** Rows per INSERT: few statements, and far below PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK_SIZE = 500;

function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_SIZE) {
    chunks.push(rows.slice(start, start + INSERT_CHUNK_SIZE));
  }
  return chunks;
}

async function insertRows<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][]) {
  for (const chunk of chunksOf(rows)) await db.insert(table).values(chunk);
}

/** A column of a link table, by the key its rows and its table share. */
type LinkKey<T extends PgTable> = keyof T['$inferInsert'] & keyof T['_']['columns'] & string;

/**
 * Link tables hold thousands of two-column rows; passing each column as one array parameter and
 * unnesting it takes about half the time of binding every value on PGlite, and works on PostgreSQL too.
 */
async function insertLinks<T extends PgTable>(
  db: Database,
  table: T,
  keys: readonly [LinkKey<T>, LinkKey<T>],
  rows: readonly T['$inferInsert'][],
) {
  const columns = keys.map((key) => getTableColumns(table)[key] as PgColumn);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  for (const chunk of chunksOf(rows)) {
    const arrays: SQL[] = keys.map(
      (key, index) => sql`${sql.param(chunk.map((row) => row[key]))}::${sql.raw(columns[index]!.getSQLType())}[]`,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/** Inserts parents first, so every foreign key finds its row; run it inside a transaction. */
export async function insertDemoChain(db: Database, chain: DemoChain): Promise<void> {
  const tables = demoChainTables;
  await insertRows(db, tables.brands, chain.brands);
  await insertRows(db, tables.services, chain.services);
  await insertRows(db, tables.providers, chain.providers);
  await insertRows(db, tables.clinics, chain.clinics);
  await insertLinks(db, tables.providerServices, ['providerId', 'serviceId'], chain.providerServices);
  await insertLinks(db, tables.providerLicenses, ['providerId', 'stateCode'], chain.providerLicenses);
  await insertRows(db, tables.benefitCodes, chain.benefitCodes);
  await insertLinks(db, tables.benefitCodeClinics, ['code', 'providerId'], chain.benefitCodeClinics);
  // Closures last: each statement moves the versions of the providers it names (all of them for chain-wide ones).
  await insertRows(db, tables.closures, chain.closures);
}
