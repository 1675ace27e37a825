import type { services } from '#api/db/schema.js';

type ServiceRow = typeof services.$inferInsert;

export const CATEGORIES = {
  illness: 'Illness & Injury',
  vaccines: 'Vaccines',
  travel: 'Travel Vaccines',
  physicals: 'Physicals',
  dot: 'DOT Physicals',
  screenings: 'Health Screenings',
  medicare: 'Medicare Annual Wellness Visit',
  virtual: 'Virtual Visit',
  telenutrition: 'Telenutrition',
} as const;

/** Ids other parts of the demo (content, tests, e2e journeys) refer to; they never change. */
export const SERVICE_IDS = {
  sickVisit: 29,
  labResultsReview: 36,
  earWaxRemoval: 37,
  fluVaccine: 101,
  covidDose1: 102,
  covidDose2: 103,
  covidBooster: 104,
  shinglesDose1: 105,
  shinglesDose2: 106,
  hepatitisBDose1: 107,
  hepatitisBDose2: 108,
  hpvDose1: 111,
  hpvDose2: 112,
  pharmacyFluShot: 150,
  pharmacyCovidVaccine: 151,
  travelConsultation: 201,
  dotPhysical: 401,
  dotPhysicalWithDrugScreening: 402,
  tbSkinTest: 504,
  medicareWellness: 601,
  virtualSickVisit: 701,
  dietitianInitial: 801,
  dietitianFollowup: 802,
  passportPhotos: 901,
} as const;

type Entry = Pick<ServiceRow, 'id' | 'name'> & Partial<ServiceRow>;

/** Defaults of one category; each entry overrides what differs. */
function group(groupName: string, groupOrder: number, defaults: Partial<ServiceRow>, entries: Entry[]): ServiceRow[] {
  return entries.map((entry) => ({
    groupName,
    groupOrder,
    businessNames: ['tlc'],
    maxDaysAhead: 14,
    followupServiceId: null,
    followupAfterDays: null,
    isVaccine: false,
    isCovidVaccine: false,
    isAvailable: true,
    leadTime: 0,
    dose: null,
    slotMinutes: 15,
    vaccineProduct: null,
    ...defaults,
    ...entry,
    order: 0,
  }));
}

const vaccine = { isVaccine: true, slotMinutes: 15 } as const;

/** A vaccine by its CDC CVX code: the demo names the unspecified formulation where there are several. */
const cvx = (code: string, display: string) => ({ vaccineProduct: { cvx: code, display } });
const COVID_PRODUCT = cvx('213', 'SARS-COV-2 (COVID-19) vaccine, UNSPECIFIED');
const FLU_PRODUCT = cvx('88', 'influenza virus vaccine, unspecified formulation');
const covid = { ...vaccine, isCovidVaccine: true } as const;

/**
 * The raw catalog as the upstream system holds it, imperfections included: trailing spaces in some
 * group names, an entry without maxDaysAhead, a half-set follow-up, an unknown business name and a
 * legacy one. The services endpoint must normalise these (spec §3 Service), so they stay on purpose.
 */
const catalog: ServiceRow[] = [
  ...group(CATEGORIES.illness, 1, { slotMinutes: 20 }, [
    { id: SERVICE_IDS.sickVisit, name: 'Sick Visit' },
    { id: 30, name: 'Minor Injury' },
    { id: 31, name: 'Skin Conditions' },
    { id: 32, name: "Women's Health" },
    { id: 33, name: 'Ear, Nose & Throat' },
    { id: 34, name: 'Urinary Tract Infection', maxDaysAhead: 7 },
    { id: 35, name: 'Allergy & Asthma Care' },
    { id: SERVICE_IDS.labResultsReview, name: 'Lab Results Review', maxDaysAhead: null },
    { id: SERVICE_IDS.earWaxRemoval, name: 'Ear Wax Removal', isAvailable: false },
  ]),
  ...group(CATEGORIES.vaccines, 2, vaccine, [
    { id: SERVICE_IDS.fluVaccine, name: 'Flu Vaccine', groupName: 'Vaccines ', ...FLU_PRODUCT },
    {
      id: SERVICE_IDS.covidDose1,
      name: 'COVID-19 Vaccine Dose 1',
      ...covid,
      ...COVID_PRODUCT,
      dose: 1,
      followupServiceId: SERVICE_IDS.covidDose2,
      followupAfterDays: 21,
    },
    { id: SERVICE_IDS.covidDose2, name: 'COVID-19 Vaccine Dose 2', ...covid, ...COVID_PRODUCT, dose: 2 },
    { id: SERVICE_IDS.covidBooster, name: 'COVID-19 Vaccine Booster', ...covid, ...COVID_PRODUCT, dose: 3 },
    {
      id: SERVICE_IDS.shinglesDose1,
      name: 'Shingles Vaccine Dose 1',
      ...cvx('187', 'zoster vaccine recombinant'),
      dose: 1,
      leadTime: 2,
      followupServiceId: SERVICE_IDS.shinglesDose2,
      followupAfterDays: 60,
    },
    {
      id: SERVICE_IDS.shinglesDose2,
      name: 'Shingles Vaccine Dose 2',
      ...cvx('187', 'zoster vaccine recombinant'),
      dose: 2,
      leadTime: 2,
    },
    {
      id: SERVICE_IDS.hepatitisBDose1,
      name: 'Hepatitis B Vaccine Dose 1',
      groupName: 'Vaccines ',
      ...cvx('45', 'hepatitis B vaccine, unspecified formulation'),
      dose: 1,
      followupServiceId: SERVICE_IDS.hepatitisBDose2,
      followupAfterDays: 28,
    },
    {
      id: SERVICE_IDS.hepatitisBDose2,
      name: 'Hepatitis B Vaccine Dose 2',
      groupName: 'Vaccines ',
      ...cvx('45', 'hepatitis B vaccine, unspecified formulation'),
      dose: 2,
    },
    { id: 109, name: 'Pneumonia Vaccine', leadTime: 3, ...cvx('109', 'pneumococcal vaccine, unspecified formulation') },
    {
      id: 110,
      name: 'Tdap Vaccine',
      ...cvx('115', 'tetanus toxoid, reduced diphtheria toxoid, and acellular pertussis vaccine, adsorbed'),
    },
    // Upstream lost the interval of this follow-up; normalisation must clear the follow-up.
    {
      id: SERVICE_IDS.hpvDose1,
      name: 'HPV Vaccine Dose 1',
      ...cvx('137', 'HPV, unspecified formulation'),
      dose: 1,
      followupServiceId: SERVICE_IDS.hpvDose2,
    },
    { id: SERVICE_IDS.hpvDose2, name: 'HPV Vaccine Dose 2', ...cvx('137', 'HPV, unspecified formulation'), dose: 2 },
    { id: 113, name: 'RSV Vaccine', leadTime: 2, maxDaysAhead: 7 },
    { id: 114, name: 'MMR Vaccine', ...cvx('03', 'measles, mumps and rubella virus vaccine') },
    { id: SERVICE_IDS.pharmacyFluShot, name: 'Pharmacy Flu Shot', businessNames: ['pharmacy'], ...FLU_PRODUCT },
    {
      id: SERVICE_IDS.pharmacyCovidVaccine,
      name: 'Pharmacy COVID-19 Vaccine',
      ...covid,
      ...COVID_PRODUCT,
      businessNames: ['pharmacy'],
    },
  ]),
  ...group(CATEGORIES.travel, 3, { ...vaccine, leadTime: 3 }, [
    { id: SERVICE_IDS.travelConsultation, name: 'Travel Vaccines Consultation', isVaccine: false, slotMinutes: 30 },
    { id: 202, name: 'Typhoid Vaccine', ...cvx('91', 'typhoid vaccine, unspecified formulation') },
    { id: 203, name: 'Yellow Fever Consultation', isVaccine: false, slotMinutes: 30 },
    { id: 204, name: 'Hepatitis A Vaccine', ...cvx('85', 'hepatitis A vaccine, unspecified formulation') },
    {
      id: 205,
      name: 'Japanese Encephalitis Vaccine',
      ...cvx('129', 'Japanese Encephalitis vaccine, unspecified formulation'),
    },
  ]),
  ...group(CATEGORIES.physicals, 4, { slotMinutes: 30 }, [
    { id: 301, name: 'Sports Physical' },
    { id: 302, name: 'School Physical', groupName: 'Physicals ' },
    { id: 303, name: 'Employment Physical' },
    { id: 304, name: 'Camp Physical', maxDaysAhead: 7 },
  ]),
  ...group(CATEGORIES.dot, 5, { slotMinutes: 30 }, [
    { id: SERVICE_IDS.dotPhysical, name: 'DOT Physical' },
    { id: SERVICE_IDS.dotPhysicalWithDrugScreening, name: 'DOT Physical with Drug Screening' },
  ]),
  ...group(CATEGORIES.screenings, 6, { slotMinutes: 20 }, [
    { id: 501, name: 'Cholesterol Screening' },
    { id: 502, name: 'Diabetes A1c Screening' },
    { id: 503, name: 'Blood Pressure Check', slotMinutes: 15 },
    { id: SERVICE_IDS.tbSkinTest, name: 'TB Skin Test', businessNames: ['tlc', 'legacy'], slotMinutes: 15 },
  ]),
  ...group(CATEGORIES.medicare, 7, { slotMinutes: 30 }, [
    { id: SERVICE_IDS.medicareWellness, name: 'Medicare Annual Wellness Visit' },
  ]),
  ...group(CATEGORIES.virtual, 8, { maxDaysAhead: 2, slotMinutes: 15 }, [
    { id: SERVICE_IDS.virtualSickVisit, name: 'Virtual Sick Visit' },
    { id: 702, name: 'Virtual Skin Check' },
    { id: 703, name: 'Virtual Medication Refill' },
  ]),
  ...group(CATEGORIES.telenutrition, 9, { businessNames: ['dietitian'], maxDaysAhead: 90 }, [
    { id: SERVICE_IDS.dietitianInitial, name: 'Dietitian Initial Consultation', slotMinutes: 60 },
    { id: SERVICE_IDS.dietitianFollowup, name: 'Dietitian Follow-up Consultation', slotMinutes: 30 },
  ]),
  // A service of a business this product does not serve; normalisation must drop it.
  ...group('Photo Services', 10, { businessNames: ['photo'] }, [
    { id: SERVICE_IDS.passportPhotos, name: 'Passport Photos' },
  ]),
];

/** The catalog with `order` following the listing, so order and groupOrder sort alike. */
export function buildServices(): ServiceRow[] {
  return catalog.map((service, index) => ({ ...service, businessNames: [...service.businessNames], order: index + 1 }));
}

export function categoryOf(service: Pick<ServiceRow, 'groupName'>): string {
  return service.groupName.trim();
}

/** Services a store clinic can offer: the clinic business, minus the virtual and dietitian categories. */
export function isInPersonClinicService(service: ServiceRow): boolean {
  const category = categoryOf(service);
  return (
    service.businessNames.includes('tlc') && category !== CATEGORIES.virtual && category !== CATEGORIES.telenutrition
  );
}
