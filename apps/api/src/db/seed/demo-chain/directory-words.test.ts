import { directoryWords } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { chain } from './demo-chain-fixture.js';
import { generateDemoChain } from './generate.js';

/** Every word of the demo directory a patient reads: services' names, closures' reasons and ride-share offers. */
function wordsOf(demo: typeof chain): Set<string> {
  return new Set([
    ...demo.services.map((service) => service.name),
    ...demo.closures.filter((closure) => closure.kind !== 'block').map((closure) => closure.reason),
    ...demo.clinics.flatMap((clinic) => (clinic.rideSharePromo ? [clinic.rideSharePromo.discountText] : [])),
  ]);
}

describe("the demo directory's words", () => {
  it('are all listed in the content service, so each has its translation', () => {
    const listed = new Set(directoryWords.data.words.map((word) => word.source));
    // A year later the holidays to come differ: both years' are listed.
    const years = [chain, generateDemoChain({ today: new Date(Date.UTC(2027, 5, 1)) })];
    expect([...wordsOf(chain)]).toEqual(expect.arrayContaining(['Flu Vaccine', 'Thanksgiving Day', 'Staff training']));
    const missing = years.flatMap((demo) => [...wordsOf(demo)].filter((word) => !listed.has(word)));
    expect([...new Set(missing)]).toEqual([]);
  });
});
