import { type DaySlot, zonedValue } from '@hs/domain';
import type { HorizonDay, HorizonSchedule } from '#api/modules/availability';
import { bookingLinkPrefix, type PublicSite, type ScheduleService, scheduleId, slotStamp } from './fhir-resources.js';
import { SMART_EXTENSIONS, slotPartsOf } from './fhir-vocabulary.js';

/**
 * The Slot lines of the feed, written as text: a chain's files hold millions of Slots, so each line is put
 * together from pieces written once per schedule and once per day's slot list, never by serialising an object.
 * The text is exactly JSON.stringify(slotResource(…)) (slot-lines.test.ts holds the two together).
 */

/** What is written once per slot list of a day (a frozen list daySlots shares between clinics and services). */
interface DayText {
  stamps: string[];
  /** Each start as the booking link's `slot` parameter. */
  linkValues: string[];
  /** Each slot's end for a visit length, by that length. */
  ends: Map<number, string[]>;
}

const dayTexts = new WeakMap<readonly DaySlot[], DayText>();

function dayText(day: HorizonDay, timeZone: string, slotMinutes: number): { text: DayText; ends: string[] } {
  let text = dayTexts.get(day.slots);
  if (!text) {
    text = {
      stamps: day.slots.map((slot) => slotStamp(slot.start.getTime())),
      linkValues: day.slots.map((slot) => encodeURIComponent(slot.value)),
      ends: new Map(),
    };
    // A closed day's empty list is made afresh each time; there is nothing to keep.
    if (day.slots.length > 0) dayTexts.set(day.slots, text);
  }
  let ends = text.ends.get(slotMinutes);
  if (!ends) {
    const length = slotMinutes * 60 * 1000;
    ends = day.slots.map((slot) => zonedValue(timeZone, day.date, slot.start.getTime() + length));
    text.ends.set(slotMinutes, ends);
  }
  return { text, ends };
}

/** A JSON string's body: the text between its quotes. */
const inString = (value: string) => JSON.stringify(value).slice(1, -1);

/** The pieces of one schedule's Slot lines. */
interface ScheduleText {
  idHead: string;
  freeLinkHead: string;
  freeLinkMiddle: string;
  freeAfterLink: string;
  capacityHead: string;
  busyExtension: (seats: number) => string;
  tail: (status: 'free' | 'busy') => string;
}

function scheduleText(site: PublicSite, schedule: HorizonSchedule, service: ScheduleService): ScheduleText {
  const { provider } = schedule;
  const clinic = provider.clinic!;
  const id = scheduleId(provider.id, service.id);
  const severalSeats = provider.slotCapacity > 1;
  const capacityHead = `{"url":"${SMART_EXTENSIONS.slotCapacity}","valueInteger":`;
  return {
    idHead: `{"resourceType":"Slot","id":"${inString(id)}-`,
    freeLinkHead: `","extension":[{"url":"${SMART_EXTENSIONS.bookingDeepLink}","valueUrl":"${inString(
      bookingLinkPrefix(site, { category: service.category, postalCode: clinic.postalCode }),
    )}`,
    freeLinkMiddle: inString(`&serviceIds=${service.id}&clinic=${provider.id}&slot=`),
    freeAfterLink: `"},{"url":"${SMART_EXTENSIONS.bookingPhone}","valueString":${JSON.stringify(clinic.phone)}}`,
    capacityHead: severalSeats ? `,${capacityHead}` : '',
    busyExtension: (seats) => (severalSeats ? `","extension":[${capacityHead}${seats}}]` : '"'),
    tail: (status) => `,"schedule":{"reference":"Schedule/${inString(id)}"},"status":"${status}","start":"`,
  };
}

/**
 * One schedule's Slot lines over its horizon, a day at a time: every slot still ahead of now, its free seats as
 * a free Slot (with the deep link and phone that book it) and its taken seats as a busy one.
 */
export function* scheduleSlotLines(
  site: PublicSite,
  schedule: HorizonSchedule,
  service: ScheduleService,
): Generator<string> {
  const piece = scheduleText(site, schedule, service);
  const freeTail = piece.tail('free');
  const busyTail = piece.tail('busy');
  const capacity = schedule.provider.slotCapacity;
  for (const day of schedule.days) {
    if (day.from >= day.slots.length) continue;
    const { text, ends } = dayText(day, schedule.provider.timeZone, schedule.visit.slotMinutes);
    let lines = '';
    for (let index = day.from; index < day.slots.length; index++) {
      const slot = day.slots[index]!;
      const parts = slotPartsOf({ capacity, taken: schedule.seatsTaken(slot.start.getTime()) });
      const times = `${slot.value}","end":"${ends[index]}"}\n`;
      for (const part of parts) {
        const id = `${piece.idHead}${text.stamps[index]}`;
        if (part.status === 'free') {
          const capacityPart = piece.capacityHead ? `${piece.capacityHead}${part.seats}}` : '';
          lines += `${id}${piece.freeLinkHead}${day.date}${piece.freeLinkMiddle}${text.linkValues[index]}${piece.freeAfterLink}${capacityPart}]${freeTail}${times}`;
        } else {
          lines += `${id}${parts.length > 1 ? '-busy' : ''}${piece.busyExtension(part.seats)}${busyTail}${times}`;
        }
      }
    }
    yield lines;
  }
}
