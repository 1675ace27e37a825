import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { showIn } from '@/lib/i18n/i18n';
import { clinicApiError } from './clinic-api-error';

const contact = { email: 'help@clinic.example', phone: '1-800-555-0188' };
const generic =
  'Oops, something went wrong! Please contact customer support at help@clinic.example or call us at 1-800-555-0188.';
const failure = (status: number, message = 'The server says why.', code = 'ERROR') =>
  new ApiRequestError(status, [{ status, code, message }], '/appointment-management/v1/clinic-details');

describe('clinic API errors by status category (§8)', () => {
  it("shows the server's own message for the first two categories", () => {
    expect(clinicApiError(failure(400, 'Store number must be 5 digits.'), contact).message).toBe(
      'Store number must be 5 digits.',
    );
    expect(clinicApiError(failure(404, 'No such clinic.'), contact).message).toBe('No such clinic.');
  });

  it('shows the generic message with the support e-mail and phone for a server error', () => {
    expect(clinicApiError(failure(500), contact).message).toBe(generic);
    expect(clinicApiError(failure(503), contact).message).toBe(generic);
  });

  it("lets the server's TooManyReasonsErrorMessage replace it on a server error", () => {
    const tooMany = failure(500, 'Please choose no more than 3 reasons.', 'TooManyReasonsErrorMessage');
    expect(clinicApiError(tooMany, contact).message).toBe('Please choose no more than 3 reasons.');
  });

  it('uses the generic message for any other status, no answer included', () => {
    for (const status of [0, 401, 403, 409, 429]) {
      expect(clinicApiError(failure(status), contact).message, String(status)).toBe(generic);
    }
    expect(clinicApiError(new TypeError('Failed to fetch'), contact).message).toBe(generic);
  });

  it("keeps the server's detail as the cause", () => {
    expect(clinicApiError(failure(503, 'upstream timed out'), contact).cause).toBe('upstream timed out');
  });
});

describe('clinic API errors in Spanish', () => {
  it('say a known code in Spanish, and the general message for the server words of an unknown one', async () => {
    await showIn('es');
    try {
      expect(clinicApiError(failure(404, 'There is no such clinic.', 'CLINIC_NOT_FOUND'), contact).message).toBe(
        'No existe esa clínica.',
      );
      expect(clinicApiError(failure(400, 'Store number must be 5 digits.'), contact).message).toBe(
        '¡Uy, algo salió mal! Comuníquese con atención al cliente en help@clinic.example o llámenos al 1-800-555-0188.',
      );
    } finally {
      await showIn('en');
    }
  });
});
