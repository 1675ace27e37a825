import {
  covidEligibilityQuestions,
  covidServiceNameCriteriaMapper,
  criteriaMappersByName,
  type EligibilityQuestionSet,
  type EligibilityStep,
  eligibilityQuestionSetsByName,
  type ServiceNameCriteriaMapper,
} from '@hs/content';
import { useQuery } from '@tanstack/react-query';
import { contentQueryOptions } from '@/lib/content/use-content';

export type EligibilityContent =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; questionSet: EligibilityQuestionSet; mapper: ServiceNameCriteriaMapper };

/** The questions and the criteria mapper an eligibility step names. */
export function useEligibilityContent(step: EligibilityStep): EligibilityContent {
  const setEntry = eligibilityQuestionSetsByName[step.questionSet];
  const mapperEntry = criteriaMappersByName[step.criteriaMapper];
  // Hooks run unconditionally; an unknown name disables its query and reads as a loading failure.
  const questionSet = useQuery({
    ...contentQueryOptions(setEntry ?? covidEligibilityQuestions),
    enabled: setEntry !== undefined,
  });
  const mapper = useQuery({
    ...contentQueryOptions(mapperEntry ?? covidServiceNameCriteriaMapper),
    enabled: mapperEntry !== undefined,
  });
  if (!setEntry || !mapperEntry || questionSet.isError || mapper.isError) return { status: 'error' };
  if (!questionSet.data || !mapper.data) return { status: 'loading' };
  return { status: 'ready', questionSet: questionSet.data, mapper: mapper.data };
}
