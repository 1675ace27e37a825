import { matchesWebRoute, webRoutes } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { paths, stripTrailingSlash, withQuery } from './paths';

describe('paths', () => {
  it('builds the parameterised routes with encoded segments', () => {
    expect(paths.cancel('a1b2', 'X/9 Z')).toBe('/health-services/scheduler/cancel/a1b2/X%2F9%20Z');
    expect(paths.clinicDetails('014', '00123')).toBe('/health-services/clinic/details/014/00123');
  });

  it('builds prescreen with and without its optional step', () => {
    expect(paths.prescreen()).toBe('/health-services/scheduler/prescreen');
    expect(paths.prescreen(2)).toBe('/health-services/scheduler/prescreen/2');
    expect(paths.prescreenStart({ type: 'Physicals' })).toBe('/health-services/scheduler/prescreen/1?type=Physicals');
  });

  it('builds the dietitian external entry as prescreen step 1 with type and external', () => {
    expect(paths.dietitianStart()).toBe('/health-services/scheduler/prescreen/1?type=Telenutrition&external=true');
  });

  it('adds a query and leaves out empty values', () => {
    expect(paths.results({ type: 'Vaccines', location: 'Dayton, OH', date: '2030-01-02', page: undefined })).toBe(
      '/health-services/scheduler/result?type=Vaccines&location=Dayton%2C+OH&date=2030-01-02',
    );
    expect(withQuery('/x', { serviceIds: [1, 2], empty: '', list: [] })).toBe('/x?serviceIds=1%2C2');
    expect(paths.main({})).toBe('/health-services/scheduler');
  });

  it('produces a path of the route table for every builder', () => {
    const built = [
      paths.main(),
      paths.benefitCode(),
      paths.prescreen(),
      paths.prescreen(3),
      paths.results(),
      paths.followup(),
      paths.schedule(),
      paths.confirmation(),
      paths.cancel('id', 'code'),
      paths.confirmCancel(),
      paths.manage(),
      paths.pharmacyGuestVaccination(),
      paths.clinicSchedule(),
      paths.clinicArea(),
      paths.clinicError(),
      paths.clinicDetails('1', '2'),
      paths.clinicLocations(),
      paths.clinicServices(),
      paths.clinicBilling(),
      paths.languageAssistance(),
      paths.waitlistOffer(),
    ];
    for (const path of built) expect(matchesWebRoute(path), path).toBe(true);
    expect(built).toHaveLength(Object.keys(webRoutes).length + 1);
  });
});

describe('stripTrailingSlash', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(stripTrailingSlash('/health-services/scheduler/')).toBe('/health-services/scheduler');
    expect(stripTrailingSlash('/a//')).toBe('/a');
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('/a')).toBe('/a');
  });
});
