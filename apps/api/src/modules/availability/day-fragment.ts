import type { DaySlot, LocalDate } from '@hs/domain';

/**
 * One day of an answer's "availability" list for one visit, as UTF-8 JSON: `{"date":…,"timeslots":[…]}` with
 * every slot of the day. It depends only on the day's slots (zone, hours, date, visit length) and the
 * services asked for, never on claims, so it is written once and shared by every provider and every search
 * with the same day; a day with taken slots is copied from it in runs of neighbouring free slots.
 */
export interface DayFragment {
  bytes: Buffer;
  /** Epoch ms of each slot's start. */
  starts: Float64Array;
  /** Where each slot's object begins and ends in `bytes`; slots are separated by one comma. */
  begins: Uint32Array;
  ends: Uint32Array;
  /** The bytes before the first slot: `{"date":"…","timeslots":[`. */
  head: Buffer;
}

/** Closes a day written slot run by slot run. */
export const DAY_CLOSE = Buffer.from(']}');

/** Keyed by daySlots' remembered (frozen) list, so fragments go when the slot lists they were made from do. */
const SERVICE_SETS_PER_DAY = 32;
const fragments = new WeakMap<readonly DaySlot[], Map<string, DayFragment>>();

function writeFragment(date: LocalDate, slots: readonly DaySlot[], serviceIdsJson: string): DayFragment {
  const head = `{"date":"${date}","timeslots":[`;
  const begins = new Uint32Array(slots.length);
  const ends = new Uint32Array(slots.length);
  const starts = new Float64Array(slots.length);
  let text = head;
  slots.forEach((slot, index) => {
    if (index > 0) text += ',';
    begins[index] = text.length;
    // Slot values are generated ISO text (ASCII, nothing to escape), so characters and bytes line up.
    text += `{"value":"${slot.value}","serviceIds":${serviceIdsJson}}`;
    ends[index] = text.length;
    starts[index] = slot.start.getTime();
  });
  const bytes = Buffer.from(`${text}]}`, 'latin1');
  return { bytes, starts, begins, ends, head: bytes.subarray(0, head.length) };
}

/** The fragment of a day's slots (as daySlots returns them) for the services asked for. */
export function dayFragment(date: LocalDate, slots: readonly DaySlot[], serviceIdsJson: string): DayFragment {
  // A closed day's empty list is made afresh on every call, so there is nothing to key it by.
  if (slots.length === 0) return writeFragment(date, slots, serviceIdsJson);
  let byServices = fragments.get(slots);
  if (!byServices) {
    byServices = new Map();
    fragments.set(slots, byServices);
  }
  let fragment = byServices.get(serviceIdsJson);
  if (!fragment) {
    fragment = writeFragment(date, slots, serviceIdsJson);
    // Searches name few service sets; the bound only keeps unusual ones from piling up.
    if (byServices.size >= SERVICE_SETS_PER_DAY) byServices.clear();
    byServices.set(serviceIdsJson, fragment);
  }
  return fragment;
}
