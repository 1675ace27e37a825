import { type SQL, sql } from 'drizzle-orm';

/** Both drivers answer a raw query with `{ rows }`; the shared query-builder type does not say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Instants travel as ISO text with an explicit cast, so both drivers bind them identically. */
export const instant = (value: Date): SQL => sql`${value.toISOString()}::timestamptz`;

export const instantList = (values: readonly Date[]): SQL => sql.join(values.map(instant), sql`, `);

export const textList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export const integerList = (values: readonly number[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  );

/** A list as one array parameter, so a statement's text stays the same whatever the list's length. */
export const integerArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;

export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;
