import pg from 'pg';
import { afterAll, afterEach } from 'vitest';

/**
 * A query sent on a node-postgres connection that is still running another is queued by pg 8 (which warns only
 * from the third at once, and once per process) and will be refused by pg 9; inside a transaction the queued
 * queries are a hazard of their own (one failing aborts the others mid-flight). So every query on one client (a
 * transaction's, or any connection taken from the pool) waits for the one before; reads that may run at once go
 * through the pool, which gives each its own connection. This fails the test during which a query did not wait,
 * naming its statement (a query started by drizzle from `Promise.all` has no caller left in its stack).
 */

interface Guard {
  running: WeakMap<object, number>;
  overlaps: string[];
}

type Query = (this: object, ...args: unknown[]) => unknown;

const key = Symbol.for('hs.test.one-query-per-connection');
const registry = globalThis as { [key]?: Guard };

const statementOf = (config: unknown) =>
  String(typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? config))
    .replace(/\s+/g, ' ')
    .slice(0, 200);

/** Wraps the driver's `query` once per worker: this file runs again before every test file. */
function install(): Guard {
  const guard: Guard = { running: new WeakMap(), overlaps: [] };
  const query = pg.Client.prototype.query as unknown as Query;
  const wrapped: Query = function (...args) {
    const running = guard.running.get(this) ?? 0;
    if (running > 0) guard.overlaps.push(statementOf(args[0]));
    guard.running.set(this, running + 1);
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      guard.running.set(this, (guard.running.get(this) ?? 1) - 1);
    };
    // The pool's own `query` passes a callback; drizzle awaits the promise. The promise's first reaction is
    // this one, so the count drops before the caller's `await` resumes and sends its next query.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  pg.Client.prototype.query = wrapped as unknown as typeof pg.Client.prototype.query;
  return guard;
}

registry[key] ??= install();
const guard = registry[key];

function failOnOverlaps() {
  const overlaps = guard.overlaps.splice(0);
  if (overlaps.length === 0) return;
  throw new Error(
    `${overlaps.length} quer${overlaps.length === 1 ? 'y was' : 'ies were'} sent on a PostgreSQL connection still ` +
      `running another; await each in turn on a transaction or a pooled client:\n${overlaps.join('\n')}`,
  );
}

afterEach(failOnOverlaps);
// Queries of a file's own setup and teardown hooks.
afterAll(failOnOverlaps);
