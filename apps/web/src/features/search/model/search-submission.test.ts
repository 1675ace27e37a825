import { describe, expect, it } from 'vitest';
import { serviceFixture } from '../../../test/services-fixture';
import { resultsNavigationFor } from './search-submission';

const service = (id: number, category: string, leadTime = 0) => serviceFixture(id, category, { leadTime });

const services = [service(1, 'Vaccines', 2), service(2, 'Physicals'), service(3, 'Vaccines', 5)];

describe('resultsNavigationFor', () => {
  it('goes to results with type, location and date in the query and the category services in state', () => {
    const navigation = resultsNavigationFor(
      { type: 'Physicals', location: 'Dayton, OH', appointmentDate: '2030-03-12' },
      services,
      '2030-03-10',
    );
    expect(navigation.to).toBe(
      '/health-services/scheduler/result?type=Physicals&location=Dayton%2C+OH&date=2030-03-12',
    );
    expect(navigation.state).toEqual({
      type: 'Physicals',
      location: 'Dayton, OH',
      date: '2030-03-12',
      serviceIds: [2],
      earliestDate: '2030-03-10',
      showLeadTimeWarning: false,
    });
  });

  it('moves a date inside the longest lead time to the earliest date and flags the warning', () => {
    const navigation = resultsNavigationFor(
      { type: 'Vaccines', location: '45402', appointmentDate: '2030-03-12' },
      services,
      '2030-03-10',
    );
    expect(navigation.state).toMatchObject({
      date: '2030-03-15',
      earliestDate: '2030-03-15',
      serviceIds: [1, 3],
      showLeadTimeWarning: true,
    });
    expect(navigation.to).toContain('date=2030-03-15');
  });

  it('keeps a date on or after the earliest date as chosen', () => {
    const navigation = resultsNavigationFor(
      { type: 'Vaccines', location: '45402', appointmentDate: '2030-03-15' },
      services,
      '2030-03-10',
    );
    expect(navigation.state).toMatchObject({ date: '2030-03-15', showLeadTimeWarning: false });
  });
});
