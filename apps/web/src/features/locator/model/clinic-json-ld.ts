import type { ClinicDetails } from '@hs/contracts';

const SCHEMA_DAYS: Record<string, string> = {
  Mon: 'Mo',
  Tue: 'Tu',
  Wed: 'We',
  Thu: 'Th',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'Su',
};

/** 'Mon-Fri' → 'Mo-Fr', 'Sat' → 'Sa'; undefined for anything else. */
function schemaDays(days: string): string | undefined {
  const names = days.split('-').map((day) => SCHEMA_DAYS[day]);
  return names.length <= 2 && names.every(Boolean) ? names.join('-') : undefined;
}

/** '8:30 AM' → '08:30'; null for anything else. */
function clock24(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const [, hour = '', minute = '', half = ''] = match;
  const hours = (Number(hour) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minute}`;
}

/** schema.org openingHours: 'Mo-Fr 08:30-19:30'; closed days and unreadable hours are left out. */
export function openingHours(week: ClinicDetails['hours']['week']): string[] {
  return week.flatMap(({ day, hours }) => {
    const [from, to] = hours.split(' - ').map(clock24);
    const days = schemaDays(day);
    return days && from && to ? [`${days} ${from}-${to}`] : [];
  });
}

/** The clinic as schema.org MedicalClinic, so search engines can show its address, hours and phone. */
export function clinicJsonLd(clinic: ClinicDetails, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: clinic.vanityName,
    url,
    telephone: clinic.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.lines.join(', '),
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.state,
      postalCode: clinic.address.zip,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.location.lat, longitude: clinic.location.lng },
    openingHours: openingHours(clinic.hours.week),
  };
}

/** JSON for a script element: '<' is escaped so no text in it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
