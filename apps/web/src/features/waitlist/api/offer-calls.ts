import {
  type Provider,
  timeslotsPath,
  type WaitlistAcceptRequest,
  type WaitlistOfferView,
  waitlistAcceptPath,
  waitlistDeclinePath,
  waitlistOfferPath,
} from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api/api-client';
import { requestLanguage } from '@/lib/i18n/request-language';

/** What an offer link shows. Its token is sent in a POST body, never in an address a log keeps. */
export function useOffer(token: string | null) {
  return useQuery({
    queryKey: ['waitlist-offer', token] as const,
    queryFn: () => apiSend('POST', waitlistOfferPath, { token }),
    select: (response) => response.data.waitlistOffer,
    enabled: token !== null,
    staleTime: 0,
  });
}

/** The offered clinic's card, as the results page has it: the patient form shows where the visit is. */
export async function providerOfOffer(offer: WaitlistOfferView): Promise<Provider | undefined> {
  const day = offer.seat.timestamp.slice(0, 10);
  const answer = await apiGet(timeslotsPath, {
    'filter.locationIds': [offer.provider.providerId],
    'filter.serviceIds': offer.seat.serviceIds,
    'filter.businessNames': [offer.businessName],
    'filter.startDate': day,
    'filter.endDate': day,
  });
  return answer.data.appointmentTimeSlots[0]?.provider;
}

/** The request that accepts an "earlier" offer: a retry of it is sent as first sent, under the same key. */
export const acceptRequest = (token: string): WaitlistAcceptRequest => ({ token, language: requestLanguage() });

/** Moves the appointment to the offered seat; the server answers a retry under the same key with the first move. */
export const moveToOffer = (request: WaitlistAcceptRequest, idempotencyKey: string) =>
  apiSend('POST', waitlistAcceptPath, request, { headers: { 'Idempotency-Key': idempotencyKey } });

export const declineOffer = (token: string, keepWaiting: boolean) =>
  apiSend('POST', waitlistDeclinePath, { token, keepWaiting });
