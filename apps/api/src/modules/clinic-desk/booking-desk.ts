import type { BusinessName } from '@hs/domain';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import type { DeskRequest } from './desk-request.js';

/**
 * Every clinic of the directory is one of the chain's walk-in clinics, whose visits are booked as the clinic
 * business (§1 "tlc"); the booking rules still check the provider's own business, as for any booking.
 */
export const CLINIC_BUSINESS: BusinessName = 'tlc';

/** What the public site's scheduling services read, over `db`: the staff change's own transaction. */
export function schedulingOf(request: DeskRequest, db: SchedulingContext['db']): SchedulingContext {
  return { db, clock: request.clock, config: request.config, requestId: request.requestId };
}
