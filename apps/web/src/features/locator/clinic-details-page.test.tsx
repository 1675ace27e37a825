import { clinicDetailsPath } from '@hs/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_PHONES } from '@/config/business';
import { paths, routePatterns } from '@/config/paths';
import { errorResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { Component as ClinicDetailsPage } from './clinic-details-page';

afterEach(() => vi.unstubAllGlobals());

const renderDetails = () =>
  renderRoutes(
    [{ path: routePatterns.clinicDetails, Component: ClinicDetailsPage }],
    paths.clinicDetails('014', '00123'),
  );

describe('clinic details that fail to load', () => {
  it('shows the clinic API generic message with support e-mail and phone, and Retry, after a server error', async () => {
    fakeApi({ [`GET ${clinicDetailsPath}`]: () => errorResponse(503, 'UNAVAILABLE', 'upstream timed out') });
    renderDetails();
    expect(
      await screen.findByText(
        `Oops, something went wrong! Please contact customer support at support@thelocalclinic.example or call us at ${BUSINESS_PHONES.dietitian.display}.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("shows the server's TooManyReasonsErrorMessage instead when it sends one", async () => {
    fakeApi({
      [`GET ${clinicDetailsPath}`]: () =>
        errorResponse(500, 'TooManyReasonsErrorMessage', 'Please choose no more than 3 reasons for your visit.'),
    });
    renderDetails();
    expect(await screen.findByText('Please choose no more than 3 reasons for your visit.')).toBeVisible();
  });
});
