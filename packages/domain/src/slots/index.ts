export {
  addDays,
  datesBetween,
  daysBetween,
  type LocalDate,
  localDateOf,
  maxDate,
  minDate,
  parseLocalDate,
  weekdayOf,
} from './calendar-date.js';
export { CELL_MINUTES, cellsCovered, overlapsAnyCell } from './cells.js';
export {
  type ClosedSpan,
  type ClosureTimes,
  closedSpansOn,
  localInstant,
  meetsClosure,
  touchesDate,
} from './closures.js';
export { type SearchWindow, type SearchWindowInput, searchWindow } from './search-window.js';
export {
  type DaySlot,
  daySlots,
  hoursOn,
  isSlotStart,
  type SlotRules,
  slotStartsForDay,
  slotsAfter,
  startsAfter,
  zonedValue,
} from './slot-starts.js';
export { nextLocalMidnight } from './zoned-day.js';
