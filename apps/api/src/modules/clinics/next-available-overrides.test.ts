import { serviceExtraProperties } from '@hs/content';
import { weekOf } from '@hs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { storeContent } from '#api/test/content-store.js';
import { SERVICES } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';
import { nextAvailableAppointments } from './next-available.js';

/** The locator's next appointment sees the catalog as the list does (service-overrides.test.ts). */
describe("the locator's next appointment under the service-extra-properties overrides", () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);

  const storeOverrides = (overrides: unknown[]) => storeContent(t.database.db, serviceExtraProperties, { overrides });
  afterEach(() => storeOverrides(serviceExtraProperties.data.overrides));

  it("the locator's next appointment leaves out an excluded reason", async () => {
    const hours = weekOf({ opens: '09:00', closes: '17:00', breaks: [] }, null);
    const page = [
      {
        id: clinic.id,
        timeZone: clinic.timeZone,
        weeklyHours: hours,
        closures: [],
        slotCapacity: 5,
        isSchedulerEnabled: true,
        offersReason: true,
      },
    ];
    const next = () => nextAvailableAppointments(t.database.db, page, SERVICES.flu, t.clock.now());
    expect((await next()).get(clinic.id)).toBeInstanceOf(Date);
    await storeOverrides([{ pattern: '^flu', exclude: true }]);
    expect((await next()).get(clinic.id)).toBeNull();
  });
});
