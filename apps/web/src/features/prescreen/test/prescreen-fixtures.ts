import { type PrescreenId, prescreenDataById, prescreenOptionListsByName } from '@hs/content';
import type { Service } from '@hs/domain';
import { type ResolvedPrescreen, resolvePrescreen } from '@/features/prescreen/model/resolved-prescreen';
import { vaccineOptions } from '@/features/prescreen/model/vaccine-options';
import { serviceFixture } from '@/test/services-fixture';

const vaccine = (id: number, name: string, overrides: Partial<Service> = {}) =>
  serviceFixture(id, 'Vaccines', { name, isVaccine: true, ...overrides });

/** A catalog shaped like the demo chain's: the ids and rules the prescreens rely on. */
export const CATALOG: Service[] = [
  vaccine(101, 'Flu Vaccine'),
  vaccine(102, 'COVID-19 Vaccine Dose 1', {
    isCovidVaccine: true,
    dose: 1,
    followupServiceId: 103,
    followupAfterDays: 21,
  }),
  vaccine(103, 'COVID-19 Vaccine Dose 2', { isCovidVaccine: true, dose: 2 }),
  vaccine(104, 'COVID-19 Vaccine Booster', { isCovidVaccine: true, dose: 3 }),
  vaccine(105, 'Shingles Vaccine Dose 1', { dose: 1, leadTime: 2, followupServiceId: 106, followupAfterDays: 60 }),
  vaccine(106, 'Shingles Vaccine Dose 2', { dose: 2, leadTime: 2 }),
  vaccine(107, 'Hepatitis B Vaccine Dose 1', { dose: 1, followupServiceId: 108, followupAfterDays: 28 }),
  vaccine(108, 'Hepatitis B Vaccine Dose 2', { dose: 2 }),
  vaccine(109, 'Pneumonia Vaccine', { leadTime: 3 }),
  vaccine(110, 'Tdap Vaccine'),
  vaccine(113, 'RSV Vaccine', { leadTime: 2, isAvailable: false }),
  vaccine(150, 'Pharmacy Flu Shot', { businessNames: ['pharmacy'] }),
  ...[201, 202, 203, 204, 205].map((id) => serviceFixture(id, 'Travel Vaccines', { leadTime: 3 })),
  ...[301, 302, 303, 304].map((id) => serviceFixture(id, 'Physicals')),
  serviceFixture(401, 'DOT Physicals', { name: 'DOT Physical' }),
  serviceFixture(402, 'DOT Physicals', { name: 'DOT Physical with Drug Screening' }),
  ...[501, 502, 503, 504].map((id) => serviceFixture(id, 'Health Screenings')),
  serviceFixture(601, 'Medicare Annual Wellness Visit'),
  serviceFixture(801, 'Telenutrition', { businessNames: ['dietitian'], maxDaysAhead: 90 }),
];

/** The vaccine list CATALOG gives (§9): Flu first, then by name, one entry per vaccine, nothing unavailable. */
export const CATALOG_VACCINE_LIST = [
  'Flu Vaccine',
  'COVID-19 Vaccine',
  'Hepatitis B Vaccine',
  'Pneumonia Vaccine',
  'Shingles Vaccine',
  'Tdap Vaccine',
];

const CATEGORY_OF: Record<PrescreenId, string> = {
  physicals: 'Physicals',
  health_screenings: 'Health Screenings',
  dot_physicals: 'DOT Physicals',
  medicare_check: 'Medicare Annual Wellness Visit',
  travel_vaccines: 'Travel Vaccines',
  dietitian: 'Telenutrition',
  vaccines: 'Vaccines',
};

/** A bundled prescreen resolved against a catalog, as the page does it. */
export function resolvedPrescreen(id: PrescreenId, services: readonly Service[] = CATALOG): ResolvedPrescreen {
  const byId = new Map(services.map((service) => [service.id, service]));
  return resolvePrescreen(id, prescreenDataById[id].data, {
    optionLists: Object.fromEntries(
      Object.entries(prescreenOptionListsByName).map(([name, entry]) => [name, entry.data]),
    ),
    vaccineOptions: (question) =>
      vaccineOptions(services, { category: CATEGORY_OF[id], businessName: question.businessName, includeCovid: true }),
    isBookable: (ids) => ids.every((serviceId) => byId.get(serviceId)?.isAvailable === true),
  });
}
