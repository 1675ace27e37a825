import { describe, expect, it } from 'vitest';
import { analyticsEndpointOf } from './analytics-endpoint';

describe('endpoints', () => {
  it("names a call by its route's pattern, without ids or query", () => {
    expect(analyticsEndpointOf('/appointment-management/v2/appointments/a1b2c3d4')).toBe(
      '/appointment-management/v2/appointments/:id',
    );
    expect(analyticsEndpointOf('/appointment-management/v2/appointments/lookup')).toBe(
      '/appointment-management/v2/appointments/lookup',
    );
    expect(analyticsEndpointOf('/appointment-management/v1/results/physical?filter.freeFormAddress=100%20Main')).toBe(
      '/appointment-management/v1/results/physical',
    );
    expect(analyticsEndpointOf('/somewhere/else')).toBe('no relevant value');
    expect(analyticsEndpointOf(undefined)).toBe('no relevant value');
  });
});
