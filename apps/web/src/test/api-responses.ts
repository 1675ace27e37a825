import type { CancelResponse, ErrorBody, LicensureResponse, LicensureState, ServicesResponse } from '@hs/contracts';
import type { Service } from '@hs/domain';

/** Test support only: answers shaped like our API's, their bodies typed by the contracts. */

export const jsonResponse = <T>(body: T, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const errorResponse = (status: number, code = 'ERROR', message = 'Failed.') =>
  jsonResponse<ErrorBody>({ errors: [{ status, code, message }] }, status);

export const noContent = () => new Response(null, { status: 204 });

export const servicesResponse = (services: Service[]) => jsonResponse<ServicesResponse>({ data: { services } });

/** A cancel that went through for `ids`, the first being the one asked for. */
export const canceledResponse = (ids: string[]) =>
  jsonResponse<CancelResponse>({ data: { data: { id: ids[0] ?? '', status: 'CANCELED', canceled: ids } } });

export const licensureResponse = (states: LicensureState[], serviceId = 701) =>
  jsonResponse<LicensureResponse>({
    data: { 'licensure-states': states },
    meta: {
      'licensure-states': { serviceId, total: states.length, licensed: states.filter((s) => s.hasLicense).length },
    },
  });
