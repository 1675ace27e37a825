import type { Database } from '#api/db/client.js';
import type { Secrets } from '#api/modules/security';
import { idempotencyInProgress, idempotencyKeyReused } from './appointments.errors.js';
import { findAnswer, storeAnswer, takeKey } from './idempotency.repository.js';

export interface Replay {
  status: number;
  body: unknown;
}

/** JSON with sorted keys, so the same request hashes the same however its fields were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Idempotency-Key handling for bookings. The stored answer holds confirmation codes, so it is sealed like
 * patient data; the request is remembered only as a keyed hash.
 */
export class IdempotentRequest {
  readonly requestHash: string;

  constructor(
    private readonly secrets: Secrets,
    readonly key: string,
    body: unknown,
  ) {
    this.requestHash = secrets.keyedHash('request-body', canonicalJson(body));
  }

  private replay(stored: { requestHash: string; status: number; body: unknown }): Replay {
    if (stored.requestHash !== this.requestHash) {
      throw idempotencyKeyReused();
    }
    const sealed = (stored.body as { sealed?: string }).sealed ?? '';
    return { status: stored.status, body: JSON.parse(this.secrets.open(sealed, this.context)) };
  }

  private get context(): string {
    return `idempotency:${this.key}`;
  }

  /** An answer already given for this key, before any other work is done. */
  async earlierAnswer(db: Database): Promise<Replay | null> {
    const stored = await findAnswer(db, this.key);
    return stored && stored.status !== 0 ? this.replay(stored) : null;
  }

  /** Inside the booking transaction: take the key, or return the answer a concurrent twin just committed. */
  async takeOrReplay(tx: Database, now: Date): Promise<Replay | null> {
    if (await takeKey(tx, this.key, this.requestHash, now)) return null;
    const stored = await findAnswer(tx, this.key);
    if (!stored || stored.status === 0) throw idempotencyInProgress();
    return this.replay(stored);
  }

  async remember(tx: Database, status: number, body: unknown): Promise<void> {
    await storeAnswer(tx, this.key, status, { sealed: this.secrets.seal(JSON.stringify(body), this.context) });
  }
}
