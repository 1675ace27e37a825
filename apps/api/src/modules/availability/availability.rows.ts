import type { WeeklyHours } from '@hs/domain';
import type { RideSharePromo } from '#api/db/schema.js';

/** The narrow rows the availability queries return. */

/** A catalog row that a service's follow-up window depends on (§3's follow-up fields are both present). */
interface PredecessorRow {
  name: string;
  maxDaysAhead: number;
  followupAfterDays: number;
}

interface ServiceRuleRow {
  id: number;
  name: string;
  maxDaysAhead: number | null;
  leadTime: number;
  slotMinutes: number;
  isAvailable: boolean;
  /**
   * For a follow-up service: the services it follows. A first appointment booked at the end of its own window
   * pushes the follow-up maxDaysAhead + followupAfterDays out. Empty otherwise.
   */
  predecessors: PredecessorRow[];
}

export interface RequestContextRow {
  services: ServiceRuleRow[];
  /** The stored service-extra-properties object (name-pattern overrides), or null when the store lacks it. */
  serviceOverrides: unknown;
  /** Whether the searched benefit code exists and is valid now; null when the search has none. */
  benefitCodeValid: boolean | null;
}

export interface ProviderRow {
  id: string;
  kind: 'clinic' | 'virtual' | 'dietitian';
  businessName: string;
  name: string;
  qualification: string | null;
  image: string | null;
  description: string | null;
  timeZone: string;
  weeklyHours: WeeklyHours;
  slotCapacity: number;
  /** Moves whenever anything deciding the provider's slots changes (claims, hours, closures, zone, capacity). */
  availabilityVersion: number;
  clinic: ClinicPart | null;
  offeredServiceIds: number[];
  distanceMiles: number | null;
  acceptsBenefitCode: boolean;
}

export interface ClinicPart {
  vanityName: string;
  legalName: string;
  addressLine1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  county: string;
  latitude: number;
  longitude: number;
  phone: string;
  acceptsWalkIns: boolean;
  isSchedulerEnabled: boolean;
  rideSharePromo: RideSharePromo | null;
  /** logoVersion: the hash that names the banner's logo URL. */
  brand: { slug: string; name: string; logoVersion: string };
}
