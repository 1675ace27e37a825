import { createHash } from 'node:crypto';
import type { Database } from '#api/db/client.js';
import { hashesEqual, type Secrets } from '#api/modules/security';
import { idempotencyInProgress, idempotencyKeyReused } from './appointments.errors.js';
import { findAnswer, releaseKey, storeAnswer, takeKey } from './idempotency.repository.js';

export interface Replay {
  status: number;
  body: unknown;
}

/** JSON with sorted keys, so the same request hashes the same however its fields were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A stored answer is bound to its key: copied to another key's row, it does not open. */
export const idempotencyContext = (key: string) => `idempotency:${key}`;

/** What a stored answer seals: the answer and the digest of the request it answered. */
interface SealedAnswer {
  request: string;
  answer: unknown;
}

/**
 * Idempotency-Key handling for bookings. The stored answer holds confirmation codes, so it is sealed like
 * patient data, and the request's digest is sealed with it: key rotation re-seals both, and no hash under a key
 * that may be retired is kept (decision 039). Rows written before that hold a keyed hash of the request instead.
 */
export class IdempotentRequest {
  private readonly canonical: string;
  private readonly digest: string;

  constructor(
    private readonly secrets: Secrets,
    readonly key: string,
    body: unknown,
  ) {
    this.canonical = canonicalJson(body);
    this.digest = createHash('sha256').update(this.canonical, 'utf8').digest('base64url');
  }

  private replay(stored: { requestHash: string | null; status: number; body: unknown }): Replay {
    const sealed = (stored.body as { sealed?: string }).sealed ?? '';
    const opened: unknown = JSON.parse(this.secrets.open(sealed, this.context));
    const { requestHash } = stored;
    if (requestHash === null) {
      const { request, answer } = opened as SealedAnswer;
      if (!hashesEqual(request, this.digest)) throw idempotencyKeyReused();
      return { status: stored.status, body: answer };
    }
    // A row from before digests were sealed: its keyed hash matches under its own key, while that key is listed.
    const hashes = this.secrets.keyedHashes('request-body', this.canonical);
    if (!hashes.some(({ hash }) => hashesEqual(hash, requestHash))) throw idempotencyKeyReused();
    return { status: stored.status, body: opened };
  }

  private get context(): string {
    return idempotencyContext(this.key);
  }

  /** An answer already given for this key, before any other work is done. */
  async earlierAnswer(db: Database): Promise<Replay | null> {
    const stored = await findAnswer(db, this.key);
    return stored && stored.status !== 0 ? this.replay(stored) : null;
  }

  /** Inside the booking transaction: take the key, or return the answer a concurrent twin just committed. */
  async takeOrReplay(tx: Database, now: Date): Promise<Replay | null> {
    if (await takeKey(tx, this.key, now)) return null;
    const stored = await findAnswer(tx, this.key);
    if (!stored || stored.status === 0) throw idempotencyInProgress();
    return this.replay(stored);
  }

  /**
   * Does `work` for a request not answered yet. A retry is answered before `work` looks anything up: what the first
   * request did (spending a hold, using up a waitlist offer, moving the appointment) would refuse it. A refusal met
   * before the key is taken gives way to a twin's answer committed meanwhile.
   */
  async answerFirst<T>(db: Database, work: () => Promise<T>, replayed: (replay: Replay) => T): Promise<T> {
    const earlier = await this.earlierAnswer(db);
    if (earlier) return replayed(earlier);
    try {
      return await work();
    } catch (error) {
      return replayed(await this.answerDespite(db, error));
    }
  }

  /**
   * A refusal met before this request took its key may be the doing of a twin (the same key and request) that
   * committed meanwhile, such as spending the hold this one went on to look up: then the twin's answer is this
   * one's too. Otherwise the refusal stands.
   */
  async answerDespite(db: Database, refusal: unknown): Promise<Replay> {
    const twin = await this.earlierAnswer(db);
    if (twin) return twin;
    throw refusal;
  }

  /**
   * A refusal answered from inside the transaction (rather than thrown, which rolls the key back with it) gives the
   * key back: kept without an answer, every retry would be told the first use is still in progress.
   */
  async release(tx: Database): Promise<void> {
    await releaseKey(tx, this.key);
  }

  async remember(tx: Database, status: number, body: unknown): Promise<void> {
    const sealed: SealedAnswer = { request: this.digest, answer: body };
    await storeAnswer(tx, this.key, status, { sealed: this.secrets.seal(JSON.stringify(sealed), this.context) });
  }
}

/** A request that may carry an Idempotency-Key: the key as sent, and the request it is bound to. */
export interface KeyedRequest {
  secrets: Secrets;
  db: Database;
  key: string | undefined;
  request: unknown;
}

/**
 * `work`, answered once per Idempotency-Key when the request has one (`IdempotentRequest.answerFirst`), as it is
 * without one. `work` is given the keyed request, to take the key in its own transaction and remember its answer.
 */
export function answeredOnce<T>(
  { secrets, db, key, request }: KeyedRequest,
  work: (idempotent: IdempotentRequest | null) => Promise<T>,
  replayed: (replay: Replay) => T,
): Promise<T> {
  if (!key) return work(null);
  const idempotent = new IdempotentRequest(secrets, key, request);
  return idempotent.answerFirst(db, () => work(idempotent), replayed);
}
