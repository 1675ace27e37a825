import { describe, expect, it } from 'vitest';
import { isApiPath, matchesWebRoute, webRouteOf } from './web-routes.js';

describe('web routes', () => {
  it('matches every page of the route table', () => {
    for (const path of [
      '/health-services/scheduler',
      '/health-services/scheduler/benefit-codes',
      '/health-services/scheduler/prescreen',
      '/health-services/scheduler/prescreen/2',
      '/health-services/scheduler/result',
      '/health-services/scheduler/result/followup',
      '/health-services/scheduler/cancel/abc/def',
      '/health-services/clinic/details/014/00352',
      '/staff',
      '/staff/sign-in',
      '/staff/clinics/p1',
    ]) {
      expect(matchesWebRoute(path), path).toBe(true);
    }
  });

  it('names the route a path is a page of', () => {
    expect(webRouteOf('/health-services/scheduler')).toBe('main');
    expect(webRouteOf('/health-services/scheduler/result')).toBe('results');
    expect(webRouteOf('/health-services/scheduler/result/followup')).toBe('followup');
    expect(webRouteOf('/health-services/scheduler/prescreen/2')).toBe('prescreen');
    expect(webRouteOf('/health-services/clinic/details/014/00352')).toBe('clinicDetails');
    expect(webRouteOf('/health-services/clinic')).toBe('clinicArea');
    expect(webRouteOf('/nope')).toBeUndefined();
  });

  it('does not match unknown pages', () => {
    expect(matchesWebRoute('/nope')).toBe(false);
    expect(matchesWebRoute('/staffing')).toBe(false);
    expect(matchesWebRoute('/health-services/scheduler/cancel/abc')).toBe(false);
    expect(matchesWebRoute('/health-services/scheduler/prescreen/1/2')).toBe(false);
  });

  it('tells API paths from pages', () => {
    expect(isApiPath('/appointment-management/v1/services')).toBe(true);
    expect(isApiPath('/health')).toBe(true);
    expect(isApiPath('/health/live')).toBe(true);
    expect(isApiPath('/health/ready')).toBe(true);
    expect(isApiPath('/health-services/scheduler')).toBe(false);
    expect(isApiPath('/health/clinic/services')).toBe(false);
    expect(isApiPath('/staff-api/v1/session')).toBe(true);
    expect(isApiPath('/staff/sign-in')).toBe(false);
    // A waitlist text's short link to its offer is the server's redirect; paths that only begin alike are pages.
    expect(isApiPath('/o')).toBe(true);
    expect(isApiPath('/offers')).toBe(false);
  });
});
