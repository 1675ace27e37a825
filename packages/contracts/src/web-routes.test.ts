import { describe, expect, it } from 'vitest';
import { isApiPath, matchesWebRoute } from './web-routes.js';

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
    ]) {
      expect(matchesWebRoute(path), path).toBe(true);
    }
  });

  it('does not match unknown pages', () => {
    expect(matchesWebRoute('/nope')).toBe(false);
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
  });
});
