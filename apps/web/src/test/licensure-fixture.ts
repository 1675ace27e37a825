/** A licensure answer out of name order with one unlicensed state, for the lists built from it. */
export const LICENSURE_STATES = [
  { code: 'OH', name: 'Ohio', hasLicense: true },
  { code: 'AK', name: 'Alaska', hasLicense: false },
  { code: 'CO', name: 'Colorado', hasLicense: true },
  { code: 'NY', name: 'New York', hasLicense: true },
  { code: 'NC', name: 'North Carolina', hasLicense: true },
];
