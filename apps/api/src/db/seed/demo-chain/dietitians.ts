import { US_STATES } from '@hs/domain';
import type { providerLicenses, providerServices, providers } from '#api/db/schema.js';
import { dietitianHours } from './hours.js';
import type { Random } from './random.js';
import { SERVICE_IDS } from './services-catalog.js';
import { escapeXml } from './svg.js';
import { UNLICENSED_STATES } from './virtual-providers.js';

type ProviderRow = typeof providers.$inferInsert;
type LicenseRow = typeof providerLicenses.$inferInsert;
type ProviderServiceRow = typeof providerServices.$inferInsert;

const TELENUTRITION_SERVICE_IDS: readonly number[] = [SERVICE_IDS.dietitianInitial, SERVICE_IDS.dietitianFollowup];

const DIETITIAN_LICENSE_RANGE = { min: 10, max: 30 } as const;

interface Dietitian {
  name: string;
  qualification: string;
  timeZone: string;
  /** Always licensed here, so every state with clinics has at least one dietitian. */
  homeState: string;
  avatarColor: string;
  description: string;
}

const DIETITIANS: readonly Dietitian[] = [
  {
    name: 'Amara Okafor',
    qualification: 'RDN, LD',
    timeZone: 'America/New_York',
    homeState: 'OH',
    avatarColor: '#2f6b2f',
    description:
      'Amara helps adults manage type 2 diabetes through practical meal planning. She loves turning favorite family recipes into balanced everyday meals.',
  },
  {
    name: 'Daniel Whitfield',
    qualification: 'MS, RDN',
    timeZone: 'America/Chicago',
    homeState: 'TN',
    avatarColor: '#1f4e9c',
    description:
      'Daniel focuses on heart health and blood pressure. He builds simple, sustainable eating plans around busy work schedules.',
  },
  {
    name: 'Priya Raman',
    qualification: 'RDN, CDCES',
    timeZone: 'America/New_York',
    homeState: 'GA',
    avatarColor: '#9c2f1f',
    description:
      'Priya is a certified diabetes care and education specialist who works with newly diagnosed patients and their families.',
  },
  {
    name: 'Sofia Delgado',
    qualification: 'RDN, LDN',
    timeZone: 'America/Denver',
    homeState: 'CO',
    avatarColor: '#0f6e74',
    description:
      'Sofia supports healthy weight management and prenatal nutrition. She offers sessions in English and Spanish.',
  },
  {
    name: 'Marcus Bell',
    qualification: 'RD, LD',
    timeZone: 'America/New_York',
    homeState: 'KY',
    avatarColor: '#3c3c8f',
    description: 'Marcus specializes in kidney-friendly diets and helps patients read food labels with confidence.',
  },
  {
    name: 'Hannah Kowalski',
    qualification: 'MS, RDN, LD',
    timeZone: 'America/Indiana/Indianapolis',
    homeState: 'IN',
    avatarColor: '#a3541c',
    description:
      'Hannah works with people living with food allergies and intolerances. She makes grocery shopping and eating out less stressful.',
  },
  {
    name: 'Jonah Feldman',
    qualification: 'RDN, CSSD',
    timeZone: 'America/New_York',
    homeState: 'VA',
    avatarColor: '#1b1b3a',
    description:
      'Jonah is a board-certified sports dietitian who fuels weekend athletes, runners and high-school teams.',
  },
  {
    name: 'Grace Nakamura',
    qualification: 'RDN',
    timeZone: 'America/Los_Angeles',
    homeState: 'CA',
    avatarColor: '#2a7fa8',
    description:
      'Grace helps patients lower cholesterol with plant-forward eating. She believes small swaps add up to big changes.',
  },
  {
    name: 'Elena Petrova',
    qualification: 'MS, RD, LD',
    timeZone: 'America/Phoenix',
    homeState: 'AZ',
    avatarColor: '#6b2f6b',
    description:
      'Elena supports healthy ageing, including nutrition for bone health and for recovery after a hospital stay.',
  },
  {
    name: 'Tomás Herrera',
    qualification: 'RDN, LD',
    timeZone: 'America/Chicago',
    homeState: 'TX',
    avatarColor: '#5a6b2f',
    description: 'Tomás helps families build healthy habits with children, from picky eaters to school lunches.',
  },
  {
    name: 'Keisha Williams',
    qualification: 'RDN, CDCES',
    timeZone: 'America/New_York',
    homeState: 'OH',
    avatarColor: '#8f3c5a',
    description:
      'Keisha guides patients through prediabetes and gestational diabetes with clear, judgment-free coaching.',
  },
  {
    name: "Liam O'Connor",
    qualification: 'RD, LDN',
    timeZone: 'America/Chicago',
    homeState: 'IL',
    avatarColor: '#2f4f6b',
    description: 'Liam focuses on digestive health, including IBS and the low-FODMAP approach.',
  },
];

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A data URI rather than a file path: the demo serves no dietitian photos, and this needs no request. */
function avatarDataUri(name: string, color: string): string {
  const label = escapeXml(name);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<circle cx="48" cy="48" r="48" fill="${color}"/>`,
    `<text x="48" y="48" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="36" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface DietitianRows {
  providers: ProviderRow[];
  licenses: LicenseRow[];
  services: ProviderServiceRow[];
}

export function buildDietitians(rng: Random): DietitianRows {
  const rows: DietitianRows = { providers: [], licenses: [], services: [] };
  const licensable = US_STATES.map((state) => state.code as string).filter((code) => !UNLICENSED_STATES.includes(code));
  for (const dietitian of DIETITIANS) {
    const id = `dietitian-${slugOf(dietitian.name)}`;
    rows.providers.push({
      id,
      kind: 'dietitian',
      businessName: 'dietitian',
      name: dietitian.name,
      qualification: dietitian.qualification,
      image: avatarDataUri(dietitian.name, dietitian.avatarColor),
      description: dietitian.description,
      timeZone: dietitian.timeZone,
      weeklyHours: dietitianHours(),
      slotCapacity: 1,
    });
    const count = rng.int(DIETITIAN_LICENSE_RANGE.min, DIETITIAN_LICENSE_RANGE.max);
    const others = licensable.filter((code) => code !== dietitian.homeState);
    const states = [dietitian.homeState, ...rng.sample(others, count - 1)].sort();
    for (const stateCode of states) rows.licenses.push({ providerId: id, stateCode });
    for (const serviceId of TELENUTRITION_SERVICE_IDS) rows.services.push({ providerId: id, serviceId });
  }
  return rows;
}
