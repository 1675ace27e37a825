import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.js';
import {
  benefitCodeClinics,
  benefitCodes,
  brands,
  clinics,
  providerLicenses,
  providerServices,
  providers,
  services,
} from '../../schema.js';
import type { DemoChain } from './generate.js';

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

interface LinkColumn<Row> {
  column: PgColumn;
  sqlType: 'text' | 'integer';
  value: (row: Row) => string | number;
}

/**
 * Link tables hold thousands of two-column rows; passing each column as one array parameter and
 * unnesting it takes about half the time of binding every value on PGlite, and works on PostgreSQL too.
 */
async function insertLinks<Row>(
  db: Database,
  table: PgTable,
  columns: [LinkColumn<Row>, LinkColumn<Row>],
  rows: readonly Row[],
) {
  const names = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  for (const chunk of chunksOf(rows)) {
    const arrays: SQL[] = columns.map(
      ({ sqlType, value }) => sql`${sql.param(chunk.map(value))}::${sql.raw(sqlType)}[]`,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/** Inserts parents first, so every foreign key finds its row; run it inside a transaction. */
export async function insertDemoChain(db: Database, chain: DemoChain): Promise<void> {
  await insertRows(db, brands, chain.brands);
  await insertRows(db, services, chain.services);
  await insertRows(db, providers, chain.providers);
  await insertRows(db, clinics, chain.clinics);
  await insertLinks(
    db,
    providerServices,
    [
      { column: providerServices.providerId, sqlType: 'text', value: (row) => row.providerId },
      { column: providerServices.serviceId, sqlType: 'integer', value: (row) => row.serviceId },
    ],
    chain.providerServices,
  );
  await insertLinks(
    db,
    providerLicenses,
    [
      { column: providerLicenses.providerId, sqlType: 'text', value: (row) => row.providerId },
      { column: providerLicenses.stateCode, sqlType: 'text', value: (row) => row.stateCode },
    ],
    chain.providerLicenses,
  );
  await insertRows(db, benefitCodes, chain.benefitCodes);
  await insertLinks(
    db,
    benefitCodeClinics,
    [
      { column: benefitCodeClinics.code, sqlType: 'text', value: (row) => row.code },
      { column: benefitCodeClinics.providerId, sqlType: 'text', value: (row) => row.providerId },
    ],
    chain.benefitCodeClinics,
  );
}
