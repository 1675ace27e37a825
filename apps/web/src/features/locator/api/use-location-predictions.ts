import { type LocationPrediction, locationSearchPath } from '@hs/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { wantsPredictions } from '@/features/locator/model/location-prediction-rule';
import { apiGet } from '@/lib/api/api-client';

const NONE: LocationPrediction[] = [];

/** Typeahead predictions for the text typed so far; none are asked for text §5 rules out. */
export function useLocationPredictions(text: string) {
  const trimmed = text.trim();
  const enabled = wantsPredictions(trimmed);
  const query = useQuery({
    queryKey: ['location-predictions', trimmed] as const,
    queryFn: ({ signal }) => apiGet(locationSearchPath, { freeFormAddress: trimmed }, { signal }),
    select: (response) => response.data.predictions,
    enabled,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    // A failed prediction only means no suggestions; the Find button still works.
    retry: false,
  });
  return enabled ? (query.data ?? NONE) : NONE;
}
