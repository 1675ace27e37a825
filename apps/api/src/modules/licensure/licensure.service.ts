import type { LicensureState } from '@hs/contracts';
import { US_STATES } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { licensedStateCodes, serviceExists } from './licensure.repository.js';

/** Every state plus DC, sorted by name, each saying whether the service can be booked from there. */
export async function licensureStates(
  db: Database,
  serviceId: number,
): Promise<{ states: LicensureState[]; licensed: number }> {
  const [exists, licensed] = await Promise.all([serviceExists(db, serviceId), licensedStateCodes(db, serviceId)]);
  if (!exists) {
    throw new DomainError('not-found', 'SERVICE_NOT_FOUND', 'No service has this id.', { field: 'filter.serviceId' });
  }
  const states = [...US_STATES]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US'))
    .map((state) => ({ name: state.name, code: state.code, hasLicense: licensed.has(state.code) }));
  return { states, licensed: states.filter((state) => state.hasLicense).length };
}
