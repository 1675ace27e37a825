import { describe, expect, it } from 'vitest';
import { analyticsFieldName, routeNameOf } from './analytics-names';

const control = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('route names', () => {
  it('names every page of the route table, without ids, codes or queries', () => {
    expect(routeNameOf('/health-services/scheduler')).toBe('main');
    expect(routeNameOf('/health-services/scheduler/prescreen')).toBe('prescreen');
    expect(routeNameOf('/health-services/scheduler/prescreen/2')).toBe('prescreen');
    expect(routeNameOf('/health-services/scheduler/result')).toBe('results');
    expect(routeNameOf('/health-services/scheduler/result/followup')).toBe('followup');
    expect(routeNameOf('/health-services/scheduler/cancel/a1b2c3/XK42QP')).toBe('cancel');
    expect(routeNameOf('/health-services/clinic/details/014/00123')).toBe('clinicDetails');
    expect(routeNameOf('/')).toBe('root');
    expect(routeNameOf('/no/such/page')).toBe('notFound');
  });
});

describe('the value-free field name rule', () => {
  it("takes a control's name attribute, never its value", () => {
    expect(analyticsFieldName(control({ name: 'firstName', value: 'Jane' }) as unknown as EventTarget)).toBe(
      'firstName',
    );
    expect(analyticsFieldName(control({ name: 'primary.memberId' }) as unknown as EventTarget)).toBe(
      'primary.memberId',
    );
  });

  it('gives nothing for a control without a name the API lists', () => {
    expect(analyticsFieldName(control({ value: 'Jane' }) as unknown as EventTarget)).toBeUndefined();
    expect(analyticsFieldName(control({ name: '_r_28_-address' }) as unknown as EventTarget)).toBeUndefined();
    expect(analyticsFieldName(control({ name: 'jane@example.org' }) as unknown as EventTarget)).toBeUndefined();
    expect(analyticsFieldName(control({ name: '100 Main St' }) as unknown as EventTarget)).toBeUndefined();
    expect(analyticsFieldName(null)).toBeUndefined();
  });
});
