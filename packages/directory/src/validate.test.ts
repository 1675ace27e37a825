import { describe, expect, it } from 'vitest';
import { formatProblem, locateInJson } from './problems.js';
import type { DirectoryFile } from './schema.js';
import { sampleDirectory } from './test/sample-directory.js';
import { validateDirectory } from './validate.js';

type Change = (file: DirectoryFile) => void;

/** The sample with one change, checked: the problems as an operator reads them. */
function problemsAfter(change: Change): string[] {
  const file = sampleDirectory();
  change(file);
  const checked = validateDirectory(structuredClone(file), locateInJson('chain.json'));
  return checked.ok ? [] : checked.problems.map(formatProblem);
}

const clinic = (file: DirectoryFile, index = 0) => file.clinics[index]!;

describe('a directory file is checked whole', () => {
  it('takes a valid file, filling defaults and writing each value one way', () => {
    const checked = validateDirectory(sampleDirectory(), locateInJson('chain.json'));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const [first, second] = checked.directory.clinics;
    expect(first!.id).toBe('01400123');
    expect(second!.phone).toBe('(614) 555-0156');
    expect(second!.seatsPerSlot).toBe(1);
    expect(checked.directory.closures[0]).toEqual({
      id: 'thanksgiving-2026',
      providerId: null,
      startsLocal: '2026-11-26T00:00',
      endsLocal: '2026-11-27T00:00',
      reason: 'Thanksgiving Day',
    });
    expect(checked.directory.closures[1]).toMatchObject({
      startsLocal: '2026-12-24T14:00',
      endsLocal: '2026-12-25T00:00',
    });
  });

  it.each<[string, Change, string]>([
    [
      'a wrong type',
      (file) => {
        (clinic(file) as { latitude: unknown }).latitude = '39.1';
      },
      'chain.json, $.clinics[0].latitude: latitude: must be a number, not "39.1"',
    ],
    [
      'a missing field',
      (file) => {
        delete (clinic(file) as { phone?: string }).phone;
      },
      'chain.json, $.clinics[0].phone: phone: is missing',
    ],
    [
      'a field the format does not have',
      (file) => {
        (clinic(file) as Record<string, unknown>).lattitude = 39.1;
      },
      'chain.json, $.clinics[0].lattitude: lattitude: is not a field of this part of the directory',
    ],
    [
      'an unknown time zone',
      (file) => {
        clinic(file).timeZone = 'America/Cincinati';
      },
      'chain.json, $.clinics[0].timeZone: timeZone: "America/Cincinati" is not an IANA time zone such as America/Chicago',
    ],
    [
      'a time zone given as an abbreviation',
      (file) => {
        clinic(file).timeZone = 'EST';
      },
      'chain.json, $.clinics[0].timeZone: timeZone: "EST" is not an IANA time zone such as America/Chicago',
    ],
    [
      'a latitude off the globe',
      (file) => {
        clinic(file).latitude = 139.1;
      },
      'chain.json, $.clinics[0].latitude: latitude: must be between -90 and 90',
    ],
    [
      'a longitude off the globe',
      (file) => {
        clinic(file).longitude = -284.5;
      },
      'chain.json, $.clinics[0].longitude: longitude: must be between -180 and 180',
    ],
    [
      'overlapping breaks',
      (file) => {
        clinic(file).hours.monday!.breaks = [
          { start: '12:00', end: '13:00' },
          { start: '12:30', end: '13:30' },
        ];
      },
      'chain.json, $.clinics[0].hours.monday.breaks[1]: breaks: the break 12:30–13:30 overlaps the break 12:00–13:00',
    ],
    [
      'a break outside opening hours',
      (file) => {
        clinic(file).hours.tuesday!.breaks = [{ start: '19:00', end: '20:00' }];
      },
      'chain.json, $.clinics[0].hours.tuesday.breaks[0]: breaks: the break 19:00–20:00 is not inside the opening hours 08:30–19:30',
    ],
    [
      'a day that closes before it opens',
      (file) => {
        clinic(file).hours.saturday = { opens: '17:00', closes: '09:00', breaks: [] };
      },
      'chain.json, $.clinics[0].hours.saturday.closes: closes: closes at 09:00, which is not after it opens (17:00)',
    ],
    [
      'a time off the quarter hour',
      (file) => {
        clinic(file).hours.saturday = { opens: '09:10', closes: '17:00', breaks: [] };
      },
      'chain.json, $.clinics[0].hours.saturday.opens: opens: must be on the quarter hour (:00, :15, :30 or :45)',
    ],
    [
      'a week with no open day',
      (file) => {
        const hours = clinic(file).hours;
        for (const day of Object.keys(hours) as (keyof typeof hours)[]) hours[day] = null;
      },
      'chain.json, $.clinics[0].hours: hours: is closed every day: give at least one weekday its hours (a closure stops it for a while; leaving it out of the file retires it)',
    ],
    [
      'a closure that ends before it starts',
      (file) => {
        file.closures[0]!.ends = '2026-11-25';
      },
      'chain.json, $.closures[0].ends: ends: ends (2026-11-25) before it starts (2026-11-26)',
    ],
    [
      'a closure on a day that does not exist',
      (file) => {
        file.closures[0]!.starts = '2026-02-30';
      },
      'chain.json, $.closures[0].starts: starts: "2026-02-30" is not a day (2026-12-24) or a local time on the quarter hour (2026-12-24T14:00)',
    ],
    [
      'duplicate store numbers',
      (file) => {
        clinic(file, 1).divisionNumber = '014';
        clinic(file, 1).storeNumber = '123';
      },
      'chain.json, $.clinics[1]: store 00123 of division 014 is listed twice (first at $.clinics[0])',
    ],
    [
      'a closure at an unknown clinic',
      (file) => {
        file.closures[1]!.provider = '01499999';
      },
      'chain.json, $.closures[1].provider: provider: there is no clinic or provider 01499999',
    ],
    [
      'a benefit code at an unknown clinic',
      (file) => {
        file.benefitCodes[0]!.clinics = ['01499999'];
      },
      'chain.json, $.benefitCodes[0].clinics: clinics: there is no clinic 01499999',
    ],
    [
      'a service that does not exist',
      (file) => {
        clinic(file).services = [29, 999];
      },
      'chain.json, $.clinics[0].services: services: the service 999 does not exist in services',
    ],
    [
      'a brand that does not exist',
      (file) => {
        clinic(file).brand = 'bluebell-foods';
      },
      'chain.json, $.clinics[0].brand: brand: the brand bluebell-foods is not in brands',
    ],
    [
      'a provider with the id of a clinic',
      (file) => {
        file.providers[0]!.id = '01400123';
      },
      'chain.json, $.providers[0].id: id: 01400123 is already the id of the clinic at $.clinics[0]',
    ],
    [
      'a provider of the clinic kind',
      (file) => {
        (file.providers[0] as { kind: string }).kind = 'clinic';
      },
      'chain.json, $.providers[0].kind: kind: must be "virtual" or "dietitian" (clinics go under clinics)',
    ],
    [
      'a part left out',
      (file) => {
        delete (file as Partial<DirectoryFile>).closures;
      },
      'chain.json, $.closures: closures: is missing: list them, or give [] for none',
    ],
    [
      'another version of the format',
      (file) => {
        (file as { version: number }).version = 2;
      },
      'chain.json, $.version: version: must be 1: this release reads version 1 of the directory format',
    ],
  ])('names the place of %s', (_, change, problem) => {
    expect(problemsAfter(change)).toEqual([problem]);
  });

  it('reports every problem of a file at once, each at its place', () => {
    const problems = problemsAfter((file) => {
      clinic(file).timeZone = 'Mars/Olympus';
      clinic(file, 1).latitude = 91;
      file.closures[0]!.ends = '2026-11-01';
      file.providers[0]!.services = [702];
    });
    expect(problems).toEqual([
      expect.stringContaining('$.clinics[0].timeZone'),
      expect.stringContaining('$.clinics[1].latitude'),
      expect.stringContaining('$.closures[0].ends'),
      expect.stringContaining('$.providers[0].services: services: the service 702 does not exist'),
    ]);
  });

  it('does not call a clinic unknown because the clinic itself has a problem', () => {
    expect(
      problemsAfter((file) => {
        clinic(file).latitude = 91;
      }),
    ).toEqual(['chain.json, $.clinics[0].latitude: latitude: must be between -90 and 90']);
  });
});
