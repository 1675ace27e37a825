import { locateInJson, validateDirectory } from '@hs/directory';
import { describe, expect, it } from 'vitest';
import { distanceMiles } from '#api/db/seed/demo-chain/geo.js';
import { bigChainDirectoryFile } from './generate.js';

const TODAY = new Date('2026-11-27T15:00:00Z');
const file = bigChainDirectoryFile({ today: TODAY, clinics: 300 });
const point = (clinic: (typeof file.clinics)[number]) => ({ latitude: clinic.latitude, longitude: clinic.longitude });
/** How many other clinics lie within `miles` of each clinic. */
const neighbours = (miles: number) =>
  file.clinics.map(
    (clinic) =>
      file.clinics.filter((other) => other !== clinic && distanceMiles(point(clinic), point(other)) <= miles).length,
  );

describe('the country-wide chain', () => {
  it('is a directory the importer accepts', () => {
    const checked = validateDirectory(file, locateInJson('big-chain'));
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    expect(file.clinics).toHaveLength(300);
    expect(new Set(file.clinics.map((clinic) => `${clinic.divisionNumber}${clinic.storeNumber}`)).size).toBe(300);
  });

  it('has clinics in most states, in their own time zones', () => {
    const states = new Set(file.clinics.map((clinic) => clinic.address.state));
    expect(states.size).toBeGreaterThanOrEqual(35);
    const zoneOf = (state: string) =>
      new Set(file.clinics.filter((c) => c.address.state === state).map((c) => c.timeZone));
    expect(zoneOf('CA')).toEqual(new Set(['America/Los_Angeles']));
    expect(zoneOf('NY')).toEqual(new Set(['America/New_York']));
    expect(zoneOf('AZ')).toEqual(new Set(['America/Phoenix']));
  });

  it('crowds the metros and spreads the countryside thin', () => {
    const within10 = neighbours(10);
    // Downtown New York has dozens of clinics nearby; a rural one stands alone for miles.
    const newYork = file.clinics.findIndex((clinic) => clinic.address.postalCode === '10007');
    expect(within10[newYork]).toBeGreaterThanOrEqual(10);
    // A quarter of the chain stands in the countryside, most of it with no other clinic within 25 miles.
    const alone = neighbours(25).filter((count) => count === 0).length;
    expect(alone / file.clinics.length).toBeGreaterThan(0.15);
  });

  it('varies the week: breaks, closed Sundays, and the holidays as closures', () => {
    const mondays = file.clinics.map((clinic) => clinic.hours.monday);
    expect(mondays.every((day) => (day?.breaks ?? []).length > 0)).toBe(true);
    const sundayClosed = file.clinics.filter((clinic) => clinic.hours.sunday === null).length / file.clinics.length;
    expect(sundayClosed).toBeGreaterThan(0.15);
    expect(sundayClosed).toBeLessThan(0.5);
    expect(file.closures.some((c) => c.provider === null && c.reason === 'Christmas Day')).toBe(true);
    expect(file.closures.some((c) => c.provider !== null)).toBe(true);
  });

  it('keeps its virtual teams and dietitians licensed by state', () => {
    const virtual = file.providers.filter((provider) => provider.kind === 'virtual');
    const dietitians = file.providers.filter((provider) => provider.kind === 'dietitian');
    expect(virtual.length).toBeGreaterThan(0);
    expect(dietitians.length).toBeGreaterThan(0);
    for (const provider of [...virtual, ...dietitians]) expect(provider.licensedStates.length).toBeGreaterThan(0);
  });

  it('is the same file for the same seed and day', () => {
    expect(bigChainDirectoryFile({ today: TODAY, clinics: 300 })).toEqual(file);
    expect(bigChainDirectoryFile({ today: TODAY, clinics: 300, seed: 7 })).not.toEqual(file);
  });
});
