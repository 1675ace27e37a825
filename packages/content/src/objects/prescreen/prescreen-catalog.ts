import type { ContentEntry } from '../../registry.js';
import type { PrescreenId } from '../../vocabulary.js';
import {
  dotPhysicalsPrescreen,
  healthScreeningsPrescreen,
  medicareCheckPrescreen,
  physicalsPrescreen,
  travelVaccinesPrescreen,
} from './clinic-prescreens.js';
import { covidEligibilityQuestions } from './covid-eligibility-questions.js';
import { dietitianPrescreen } from './dietitian-prescreen.js';
import type { EligibilityQuestionSet } from './eligibility-questions.js';
import type { PrescreenData } from './prescreen-data-schema.js';
import { prescreenOptionLists } from './prescreen-option-lists.js';
import type { PrescreenOptionList } from './prescreen-options.js';
import { covidServiceNameCriteriaMapper, type ServiceNameCriteriaMapper } from './service-name-criteria-mapper.js';
import { vaccinesPrescreen } from './vaccines-prescreen.js';

/** The prescreen of each category's prescreenId (scheduler configuration). */
export const prescreenDataById: Readonly<Record<PrescreenId, ContentEntry<PrescreenData>>> = {
  physicals: physicalsPrescreen,
  health_screenings: healthScreeningsPrescreen,
  dot_physicals: dotPhysicalsPrescreen,
  medicare_check: medicareCheckPrescreen,
  travel_vaccines: travelVaccinesPrescreen,
  dietitian: dietitianPrescreen,
  vaccines: vaccinesPrescreen,
};

const byName = <T>(entries: readonly ContentEntry<T>[]): Readonly<Record<string, ContentEntry<T>>> =>
  Object.fromEntries(entries.map((entry) => [entry.name, entry]));

/** Option lists by the name a question's optionsFrom gives. */
export const prescreenOptionListsByName: Readonly<Record<string, ContentEntry<PrescreenOptionList>>> =
  byName(prescreenOptionLists);

/** Eligibility question sets by the name an eligibility step's questionSet gives. */
export const eligibilityQuestionSetsByName: Readonly<Record<string, ContentEntry<EligibilityQuestionSet>>> = byName([
  covidEligibilityQuestions,
]);

/** Criteria mappers by the name an eligibility step's criteriaMapper gives. */
export const criteriaMappersByName: Readonly<Record<string, ContentEntry<ServiceNameCriteriaMapper>>> = byName([
  covidServiceNameCriteriaMapper,
]);

/** Every prescreen content object, for the bundled content list. */
export const prescreenContent: readonly ContentEntry[] = [
  ...Object.values(prescreenDataById),
  ...prescreenOptionLists,
  covidEligibilityQuestions,
  covidServiceNameCriteriaMapper,
];
