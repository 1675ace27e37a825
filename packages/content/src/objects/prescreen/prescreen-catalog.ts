import type { BundledContent } from '../../registry.js';
import type { EligibilityQuestionSet } from '../../schemas/prescreen/eligibility-questions.js';
import type { PrescreenData } from '../../schemas/prescreen/prescreen-data.js';
import type { PrescreenOptionList } from '../../schemas/prescreen/prescreen-options.js';
import type { ServiceNameCriteriaMapper } from '../../schemas/prescreen/service-name-criteria-mapper.js';
import type { PrescreenId } from '../../schemas/vocabulary.js';
import {
  dotPhysicalsPrescreen,
  healthScreeningsPrescreen,
  medicareCheckPrescreen,
  physicalsPrescreen,
  travelVaccinesPrescreen,
} from './clinic-prescreens.js';
import { covidEligibilityQuestions } from './covid-eligibility-questions.js';
import { dietitianPrescreen } from './dietitian-prescreen.js';
import { prescreenOptionLists } from './prescreen-option-lists.js';
import { covidServiceNameCriteriaMapper } from './service-name-criteria-mapper.js';
import { vaccinesPrescreen } from './vaccines-prescreen.js';

/** The prescreen of each category's prescreenId (scheduler configuration). */
export const prescreenDataById: Readonly<Record<PrescreenId, BundledContent<PrescreenData>>> = {
  physicals: physicalsPrescreen,
  health_screenings: healthScreeningsPrescreen,
  dot_physicals: dotPhysicalsPrescreen,
  medicare_check: medicareCheckPrescreen,
  travel_vaccines: travelVaccinesPrescreen,
  dietitian: dietitianPrescreen,
  vaccines: vaccinesPrescreen,
};

const byName = <T>(entries: readonly BundledContent<T>[]): Readonly<Record<string, BundledContent<T>>> =>
  Object.fromEntries(entries.map((entry) => [entry.name, entry]));

/** Option lists by the name a question's optionsFrom gives. */
export const prescreenOptionListsByName: Readonly<Record<string, BundledContent<PrescreenOptionList>>> =
  byName(prescreenOptionLists);

/** Eligibility question sets by the name an eligibility step's questionSet gives. */
export const eligibilityQuestionSetsByName: Readonly<Record<string, BundledContent<EligibilityQuestionSet>>> = byName([
  covidEligibilityQuestions,
]);

/** Criteria mappers by the name an eligibility step's criteriaMapper gives. */
export const criteriaMappersByName: Readonly<Record<string, BundledContent<ServiceNameCriteriaMapper>>> = byName([
  covidServiceNameCriteriaMapper,
]);

/** Every prescreen content object, for the bundled content list. */
export const prescreenContent: readonly BundledContent[] = [
  ...Object.values(prescreenDataById),
  ...prescreenOptionLists,
  covidEligibilityQuestions,
  covidServiceNameCriteriaMapper,
];
