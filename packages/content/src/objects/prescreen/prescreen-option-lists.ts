import { defineContent } from '../../registry.js';
import type { PrescreenOptionList } from '../../schemas/prescreen/prescreen-options.js';
import { prescreenOptionListAddress } from './prescreen-options.js';

const under20 = { question: 'isTwentyOrOlder', valueIn: ['no'] };

/** Physical types (physicals, step 2); school and camp forms are for patients under 20. */
export const physicalTypes = defineContent<PrescreenOptionList>(
  prescreenOptionListAddress('physical-types'),
  () => import('../../schemas/prescreen/prescreen-options.js').then((module) => module.PrescreenOptionListSchema),
  {
    options: [
      {
        value: 'sports',
        label: 'Sports physical',
        hint: 'For school, league or club sports. Bring any form your team gave you.',
        serviceIds: [301],
      },
      {
        value: 'school',
        label: 'School physical',
        hint: 'For school enrollment. Bring the school form and immunization records.',
        serviceIds: [302],
        visibleWhen: under20,
      },
      {
        value: 'employment',
        label: 'Employment physical',
        hint: 'For a new or current job. Bring the form from your employer. DOT physicals are booked separately.',
        serviceIds: [303],
      },
      {
        value: 'camp',
        label: 'Camp physical',
        hint: 'For day or overnight camp. Bring the camp health form.',
        serviceIds: [304],
        visibleWhen: under20,
      },
    ],
  },
  ['es'],
);

/** Reasons for a health screening (health_screenings, the only step). */
export const healthScreeningReasons = defineContent<PrescreenOptionList>(
  prescreenOptionListAddress('health-screening-reasons'),
  () => import('../../schemas/prescreen/prescreen-options.js').then((module) => module.PrescreenOptionListSchema),
  {
    options: [
      {
        value: 'cholesterol',
        label: 'Cholesterol screening',
        hint: 'A finger-stick test of cholesterol levels. Fasting for 9 to 12 hours gives the most accurate result.',
        serviceIds: [501],
      },
      {
        value: 'diabetes',
        label: 'Diabetes (A1c) screening',
        hint: 'Shows your average blood sugar over the past 2 to 3 months. No fasting needed.',
        serviceIds: [502],
      },
      { value: 'blood-pressure', label: 'Blood pressure check', serviceIds: [503] },
      {
        value: 'tb',
        label: 'TB skin test',
        hint: 'You will need to come back 48 to 72 hours later to have the result read.',
        serviceIds: [504],
      },
    ],
  },
  ['es'],
);

/**
 * Employers with a DOT testing agreement (dot_physicals, step 1). The type decides the next step:
 * employers whose drug testing we do are asked about drug screening; the others book the physical only.
 */
export const dotEmployers = defineContent<PrescreenOptionList>(
  prescreenOptionListAddress('dot-employers'),
  () => import('../../schemas/prescreen/prescreen-options.js').then((module) => module.PrescreenOptionListSchema),
  {
    options: [
      { value: 'buckeye-freight', label: 'Buckeye Freight Lines', type: 'drug-testing-program' },
      { value: 'ohio-valley-coach', label: 'Ohio Valley Coach Company', type: 'drug-testing-program' },
      { value: 'queen-city-movers', label: 'Queen City Movers', type: 'physical-only' },
      { value: 'riverbend-transit', label: 'Riverbend Transit Authority', type: 'physical-only' },
      { value: 'tri-state-waste', label: 'Tri-State Waste Services', type: 'drug-testing-program' },
      { value: 'owner-operator', label: 'I am an owner-operator', type: 'drug-testing-program' },
      { value: 'not-listed', label: 'My employer is not listed', type: 'drug-testing-program' },
    ],
  },
  ['es'],
);

/** Travel vaccines and consultations (travel_vaccines, the only step). */
export const travelVaccines = defineContent<PrescreenOptionList>(
  prescreenOptionListAddress('travel-vaccines'),
  () => import('../../schemas/prescreen/prescreen-options.js').then((module) => module.PrescreenOptionListSchema),
  {
    options: [
      {
        value: 'consultation',
        label: 'Travel consultation',
        hint: 'Not sure what you need? A provider reviews your itinerary and recommends vaccines and medicines.',
        serviceIds: [201],
      },
      { value: 'typhoid', label: 'Typhoid vaccine', serviceIds: [202] },
      {
        value: 'yellow-fever',
        label: 'Yellow fever consultation',
        hint: 'Some countries require proof of this vaccine to enter.',
        serviceIds: [203],
      },
      { value: 'hepatitis-a', label: 'Hepatitis A vaccine', serviceIds: [204] },
      { value: 'japanese-encephalitis', label: 'Japanese encephalitis vaccine', serviceIds: [205] },
    ],
  },
  ['es'],
);

export const prescreenOptionLists = [physicalTypes, healthScreeningReasons, dotEmployers, travelVaccines] as const;
