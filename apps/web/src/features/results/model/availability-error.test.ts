import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { SEARCH_ERRORS } from '@/lib/search/search-error-kind';
import { isBenefitCodeLoadFailure, isSlotLost, providerErrorKind, searchErrorKind } from './availability-error';

const failure = (status: number, code = 'X') => new ApiRequestError(status, [{ status, code, message: 'm' }], '/p');

describe('§8 error mapping', () => {
  it('maps availability search failures to the search error kinds', () => {
    expect(searchErrorKind(failure(404, 'LOCATION_UNAVAILABLE'))).toBe(SEARCH_ERRORS.locationUnavailable);
    expect(searchErrorKind(failure(500))).toBe('Server Error');
    expect(searchErrorKind(failure(503))).toBe('Server Error');
    expect(searchErrorKind(failure(400))).toBe('Client Error');
    expect(searchErrorKind(failure(0, 'NETWORK_ERROR'))).toBe('Client Error');
    expect(searchErrorKind(new Error('boom'))).toBe('Client Error');
  });

  it('maps per-provider failures to SERVER_ERROR and CLIENT_ERROR', () => {
    expect(providerErrorKind(failure(502))).toBe('SERVER_ERROR');
    expect(providerErrorKind(failure(404))).toBe('CLIENT_ERROR');
    expect(providerErrorKind(failure(0, 'NETWORK_ERROR'))).toBe('CLIENT_ERROR');
  });

  it('treats 400, 404 and 409 on a reservation as a time just booked', () => {
    for (const status of [400, 404, 409]) expect(isSlotLost(failure(status))).toBe(true);
    for (const status of [0, 429, 500]) expect(isSlotLost(failure(status))).toBe(false);
  });

  it('keeps a benefit-code search on the results screen only when the connection failed', () => {
    expect(isBenefitCodeLoadFailure(failure(500), 'WELLNESS2026')).toBe(true);
    expect(isBenefitCodeLoadFailure(failure(0), 'WELLNESS2026')).toBe(true);
    expect(isBenefitCodeLoadFailure(failure(400), 'WELLNESS2026')).toBe(false);
    expect(isBenefitCodeLoadFailure(failure(500), undefined)).toBe(false);
  });
});
