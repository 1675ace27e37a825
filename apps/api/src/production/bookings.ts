import { appointmentsPath, physicalResultsPath } from '@hs/contracts';

export interface Slot {
  providerId: string;
  timestamp: string;
}

/** What a client saw: an HTTP answer, or a failure to connect, or a connection that broke mid-request. */
export type Outcome =
  | { kind: 'answer'; status: number; appointmentId?: string; at: number }
  | { kind: 'refused'; at: number }
  | { kind: 'broken'; code: string; at: number };

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** Free 15-minute flu slots in the demo chain around Columbus, OH, over the next week, six a day per clinic. */
export async function freeSlots(baseUrl: string, count: number): Promise<Slot[]> {
  const now = Date.now();
  const query = new URLSearchParams({
    'filter.freeFormAddress': '43215',
    'filter.radius': '50',
    'filter.maxResults': '50',
    'filter.serviceIds': '101',
    'filter.businessNames': 'tlc',
    'filter.startDate': ymd(new Date(now)),
    'filter.endDate': ymd(new Date(now + 6 * 86_400_000)),
  });
  const response = await fetch(`${baseUrl}${physicalResultsPath}?${query}`);
  const body = (await response.json()) as {
    data: {
      appointmentTimeSlots: {
        provider: { providerId: string };
        services: { availability: { timeslots: { value: string }[] }[] }[];
      }[];
    };
  };
  const slots = body.data.appointmentTimeSlots.flatMap((entry) =>
    (entry.services[0]?.availability ?? []).flatMap((day) =>
      day.timeslots.slice(0, 6).map((slot) => ({ providerId: entry.provider.providerId, timestamp: slot.value })),
    ),
  );
  return slots.slice(0, count);
}

/** Letters only, since names accept no digits: 1 → A, 27 → AA. */
function letters(n: number): string {
  let out = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) out = String.fromCharCode(65 + ((x - 1) % 26)) + out;
  return out;
}

/** A booking for patient number `n` (each number a different patient, so no day rule interferes). */
export function bookingRequest(slot: Slot, n: number, run: string) {
  return {
    businessName: 'tlc',
    serviceIds: [101],
    dateTime: slot.timestamp,
    locationNumber: slot.providerId,
    patientTimeZone: 'America/New_York',
    basicInfo: {
      firstName: `Drain${letters(n)}`,
      lastName: `Check${run}`,
      phone: '513-555-0100',
      email: `drain.${letters(n).toLowerCase()}.${run.toLowerCase()}@example.org`,
      dateOfBirth: '1980-01-01',
      address: {
        addressLines: ['1 Main St'],
        cityTown: 'Columbus',
        stateProvince: 'OH',
        postalCode: '43215',
        county: 'Franklin',
      },
    },
    requestedVaccinations: ['Flu Vaccine'],
    consentDetails: { consentToTreat: 'Yes', privacyPolicyConsent: 'Yes' },
  };
}

/** A run tag made of letters, so patients of one run never meet those of an earlier one. */
export function runTag(): string {
  return letters(1 + (Date.now() % 400_000));
}

/** Sends one booking and says what came back; connection failures are outcomes, not exceptions. */
export async function book(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}${appointmentsPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: { appointments?: { id: string }[] } };
    return { kind: 'answer', status: response.status, appointmentId: json.data?.appointments?.[0]?.id, at: Date.now() };
  } catch (error) {
    const code = errorCode(error);
    return code === 'ECONNREFUSED' ? { kind: 'refused', at: Date.now() } : { kind: 'broken', code, at: Date.now() };
  }
}

function errorCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}
