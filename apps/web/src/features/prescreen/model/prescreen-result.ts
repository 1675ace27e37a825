import type { Service } from '@hs/domain';
import { paths } from '@/config/paths';
import { addDays, type IsoDate, laterDate, parseUsDate } from '@/lib/dates/us-date';
import { type SearchState, toSearchQuery } from '@/lib/search/search-state';
import { type Answers, chosenValues, mergeStepAnswers } from './answers';
import type { PrescreenProgress } from './prescreen-progress';
import { lookupFor, visibleSteps } from './prescreen-steps';
import type { ResolvedPrescreen } from './resolved-prescreen';

/** What the answers add up to: services to book, search fields they fill, and answers kept for booking. */
export interface PrescreenResult {
  serviceIds: number[];
  search: Partial<Pick<SearchState, 'location' | 'date' | 'timeZone' | 'medicaid'>>;
  /** By the questions' storeAs names, plus what eligibility steps collected (§4: e.g. medicare recipient). */
  storedAnswers: Record<string, string | string[]>;
  /** The services cannot be given before this date (a follow-up interval after the last dose). */
  notBefore?: IsoDate;
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

function searchValue(field: NonNullable<PrescreenResult['search']>, name: string, value: string) {
  if (name === 'location' || name === 'timeZone') field[name] = value;
  if (name === 'medicaid') field.medicaid = value === 'yes';
  if (name === 'date') {
    const date = parseUsDate(value);
    if (date) field.date = date;
  }
}

export function prescreenResult(
  prescreen: ResolvedPrescreen,
  progress: Pick<PrescreenProgress, 'answers' | 'eligibility'>,
): PrescreenResult {
  const answers: Answers = mergeStepAnswers(progress.answers);
  const optionsOf = lookupFor(prescreen);
  const serviceIds: number[] = [];
  const replaced: number[] = [];
  const mapped: number[] = [];
  const result: PrescreenResult = { serviceIds: [], search: {}, storedAnswers: {} };

  for (const step of visibleSteps(prescreen, answers)) {
    if (step.kind === 'eligibility') {
      const outcome = progress.eligibility[step.id];
      if (!outcome) continue;
      Object.assign(result.storedAnswers, outcome.collected);
      if (outcome.replacesOptionType) {
        const type = outcome.replacesOptionType;
        for (const [questionId, answer] of Object.entries(answers)) {
          const options = optionsOf(questionId) ?? [];
          for (const value of chosenValues(answer)) {
            const option = options.find((candidate) => candidate.value === value && candidate.type === type);
            replaced.push(...(option?.serviceIds ?? []));
          }
        }
        serviceIds.push(...outcome.serviceIds);
        mapped.push(...outcome.serviceIds);
      }
      if (outcome.notBefore) result.notBefore = laterDate(result.notBefore ?? outcome.notBefore, outcome.notBefore);
      continue;
    }
    for (const question of step.questions) {
      const answer = answers[question.id];
      const values = chosenValues(answer);
      if (values.length === 0 || answer === undefined) continue;
      if (question.storeAs) result.storedAnswers[question.storeAs] = answer;
      if (question.searchField) searchValue(result.search, question.searchField, values[0] ?? '');
      if ('options' in question) {
        for (const value of values) {
          serviceIds.push(...(question.options.find((option) => option.value === value)?.serviceIds ?? []));
        }
      }
    }
  }
  // Chosen options an eligibility step replaced give way to the services it mapped them to.
  const finalIds = unique(serviceIds).filter((id) => !replaced.includes(id) || mapped.includes(id));
  result.serviceIds = finalIds.length > 0 ? finalIds : [...prescreen.defaultServiceIds];
  return result;
}

/** Navigation state the results screen reads (§2): the search plus what only state carries. */
export interface ResultsNavigationState {
  type?: string;
  location?: string;
  date: IsoDate;
  earliestDate: IsoDate;
  timeZone?: string;
  external: boolean;
  medicaid: boolean;
  serviceIds: number[];
  showLeadTimeWarning: boolean;
  benefitCode?: string;
  clinic?: string;
  shouldAddPromotion: boolean;
  isPharmacyOnly: boolean;
}

/** The earliest date the services can be booked: today plus their longest lead time (§4). */
export function earliestDateFor(serviceIds: readonly number[], services: readonly Service[], today: IsoDate): IsoDate {
  const leadTimes = services.filter((service) => serviceIds.includes(service.id)).map((service) => service.leadTime);
  return addDays(today, Math.max(0, ...leadTimes));
}

/**
 * Where the prescreen finishes (§4 "Prescreen finish"): the chosen date, moved past the last dose's
 * follow-up interval, then to the earliest date the services' lead time allows, flagging the warning.
 */
export function resultsNavigation(
  search: SearchState,
  result: PrescreenResult,
  services: readonly Service[],
  today: IsoDate,
): { to: string; state: ResultsNavigationState } {
  const chosen = result.search.date ?? search.date ?? today;
  const afterDose = result.notBefore ? laterDate(chosen, result.notBefore) : chosen;
  const earliestDate = earliestDateFor(result.serviceIds, services, today);
  const date = laterDate(afterDose, earliestDate);
  const state: ResultsNavigationState = {
    type: search.type,
    location: result.search.location ?? search.location,
    date,
    earliestDate,
    timeZone: result.search.timeZone ?? search.timeZone,
    external: search.external,
    medicaid: result.search.medicaid ?? search.medicaid,
    serviceIds: result.serviceIds,
    showLeadTimeWarning: date !== afterDose,
    benefitCode: search.benefitCode,
    clinic: search.clinic,
    shouldAddPromotion: search.shouldAddPromotion,
    isPharmacyOnly: search.isPharmacyOnly,
  };
  const query = Object.fromEntries(toSearchQuery({ ...state, page: 1 }));
  return { to: paths.results(query), state };
}
