import { describe, expect, it } from 'vitest';
import { checkStreetLines, type StreetPlace } from './street-lines.js';

const COLUMBUS: StreetPlace = { cityTown: 'Columbus', stateCode: 'OH', zip: '43215' };
const NASHVILLE: StreetPlace = { cityTown: 'Nashville', stateCode: 'TN', zip: '37203' };
const lines = (typed: string[], place = COLUMBUS) => checkStreetLines(typed, place);

describe('checkStreetLines: what is refused', () => {
  it.each([
    ['words with no house number', ['Main Street']],
    ['a house number alone', ['1234']],
    ['gibberish', ['asdf']],
    ['two words of gibberish', ['qwerty uiop']],
    ['numbers with no street name', ['12345 67890']],
    ['a unit with no street', ['Apt 4']],
    ['a unit and a note, no street', ['Suite 200', 'c/o Jane Doe']],
  ])('refuses %s', (_, typed) => {
    expect(lines(typed)).toEqual({ valid: false });
  });
});

describe('checkStreetLines: how valid lines are written back', () => {
  it.each([
    ['street types abbreviated', ['1200 Maple Avenue'], ['1200 Maple Ave']],
    ['case put right', ['350 EAST BROAD STREET'], ['350 E Broad St']],
    ['lower case put right', ['77 south high st'], ['77 S High St']],
    ['directionals abbreviated', ['1600 Pennsylvania Avenue Northwest'], ['1600 Pennsylvania Ave NW']],
    ['periods dropped', ['100 W. 5th Ave.'], ['100 W 5th Ave']],
    ['a unit on the same line', ['4500 n high st suite 200'], ['4500 N High St Ste 200']],
    ['a pound-sign unit', ['742 Evergreen Terrace # 3'], ['742 Evergreen Ter #3']],
    ['a unit on its own line', ['1200 Maple Avenue', 'apartment 4b'], ['1200 Maple Ave', 'Apt 4B']],
    ['a floor and a building', ['1 Nationwide Plz', 'floor 12'], ['1 Nationwide Plz', 'Fl 12']],
    ['a house number with a letter', ['221b baker street'], ['221B Baker St']],
    ['a hyphenated house number', ['12-14 front street'], ['12-14 Front St']],
    ['a PO box', ['p.o. box 1523'], ['PO Box 1523']],
    ['the street line second', ['Unit 5', '88 w gay st'], ['Unit 5', '88 W Gay St']],
  ])('%s', (_, typed, standard) => {
    expect(lines(typed)).toMatchObject({ valid: true, lines: standard });
  });

  it('keeps names typed in mixed case and the apostrophes in them', () => {
    expect(lines(['55 McKinley blvd'])).toMatchObject({ lines: ['55 McKinley Blvd'] });
    expect(lines(["12 o'brien road"])).toMatchObject({ lines: ["12 O'Brien Rd"] });
    expect(lines(["5 st. mary's court"])).toMatchObject({ lines: ["5 St Mary's Ct"] });
    expect(lines(['8 avenue of the americas'])).toMatchObject({ lines: ['8 Avenue of the Americas'] });
  });

  it('keeps a second line that is not a unit as typed', () => {
    expect(lines(['100 MAIN ST', 'c/o Jane Doe'])).toMatchObject({ lines: ['100 Main St', 'c/o Jane Doe'] });
    expect(lines(['10 Main St', 'Building 10 Floor 2'])).toMatchObject({
      lines: ['10 Main St', 'Building 10 Floor 2'],
    });
  });

  it('never drops a number the library cannot place: such a line stays as typed', () => {
    expect(lines(['123 1/2 Main Street'])).toEqual({ valid: true, lines: ['123 1/2 Main Street'], changed: false });
  });
});

describe('checkStreetLines: typos', () => {
  it('reads the common misspellings of street types and units the USPS lists', () => {
    expect(lines(['500 Church Avenu'])).toMatchObject({ lines: ['500 Church Ave'] });
    expect(lines(['77 Elm Strt'])).toMatchObject({ lines: ['77 Elm St'] });
    expect(lines(['900 Sunset Boulv'])).toMatchObject({ lines: ['900 Sunset Blvd'] });
    expect(lines(['1 Main St Apartmnt 3'])).toMatchObject({ lines: ['1 Main St Apt 3'] });
    expect(lines(['1 Main St', 'Sute 300'])).toMatchObject({ lines: ['1 Main St', 'Ste 300'] });
  });

  it('keeps a misspelt street name it cannot know without a street list, as typed', () => {
    expect(lines(['410 Cherch Stret'], NASHVILLE)).toMatchObject({ valid: true, lines: ['410 Cherch Stret'] });
  });

  it('refuses a house number typed after the street', () => {
    expect(lines(['Main St 123'])).toEqual({ valid: false });
  });
});

describe('checkStreetLines: what counts as a change to ask about', () => {
  it('is a change of words, not of case, spacing or punctuation', () => {
    expect(lines(['100 main st.'])).toMatchObject({ lines: ['100 Main St'], changed: false });
    expect(lines(['1 Main St', 'Apt #4'])).toMatchObject({ lines: ['1 Main St', 'Apt 4'], changed: false });
    expect(lines(['100 Main Street'])).toMatchObject({ lines: ['100 Main St'], changed: true });
    expect(lines(['1 Main St', 'apartment 4'])).toMatchObject({ changed: true });
  });
});
