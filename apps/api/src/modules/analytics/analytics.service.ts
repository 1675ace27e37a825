import type { AnalyticsEvent } from '@hs/contracts';
import { findPatientData } from '@hs/domain';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { insertAnalyticsEvents } from './analytics.repository.js';

/**
 * Stores a batch of analytics events after checking none carries patient data. One bad event refuses the
 * whole batch, so a client bug cannot leak data through the events around it. The error names the field
 * but never repeats its value.
 */
export async function recordAnalyticsEvents(
  context: { db: Database; clock: Clock },
  events: readonly AnalyticsEvent[],
): Promise<number> {
  const now = context.clock.now();
  for (const [index, event] of events.entries()) {
    const found = findPatientData(event.data, now, ['events', index, 'data']);
    if (found) {
      const field = found.path.join('.');
      throw new DomainError(
        'invalid',
        'PATIENT_DATA_NOT_ALLOWED',
        `${field}: analytics events must not carry patient data (${found.reason}).`,
        { field },
      );
    }
  }
  await insertAnalyticsEvents(
    context.db,
    events.map(({ name, schemaVersion, ...payload }) => ({ receivedAt: now, name, schemaVersion, payload })),
  );
  return events.length;
}
