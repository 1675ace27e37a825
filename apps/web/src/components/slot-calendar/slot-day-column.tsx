import type { Timeslot } from '@hs/contracts';
import { cx } from '@/lib/browser/class-names';
import { isSameSelection } from '@/lib/scheduler-store/scheduler-state';
import type { SlotPosition } from '@/lib/slot-calendar/calendar-keyboard';
import type { CalendarDay } from '@/lib/slot-calendar/calendar-paging';
import { SLOT_CALENDAR_TEXTS } from '@/lib/slot-calendar/slot-calendar-texts';
import { dayHeading, longDate, slotTime } from '@/lib/slot-calendar/slot-format';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';
import styles from './slot-calendar.module.css';

export interface SlotDayColumnProps {
  day: CalendarDay;
  dayIndex: number;
  providerId: string;
  timeZone: string;
  zoneLabel: string;
  visibleCount: number;
  selected: SlotSelection | undefined;
  tabStop: SlotPosition | null;
  onSelect: (slot: Timeslot, position: SlotPosition) => void;
  registerSlot: (key: string, element: HTMLButtonElement | null) => void;
}

export const slotKey = (position: SlotPosition) => `${position.day}:${position.slot}`;

/** One date of the calendar: its heading and the times shown (the first four until 'Show More'). */
export function SlotDayColumn(props: SlotDayColumnProps) {
  const { day, dayIndex, providerId, timeZone, zoneLabel, visibleCount, selected, tabStop } = props;
  const heading = dayHeading(day.date);
  const spoken = longDate(day.date);
  const shown = day.timeslots.slice(0, visibleCount);

  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayHeading}>
        <span aria-hidden="true" className={styles.weekday}>
          {heading.weekday}
        </span>
        <span aria-hidden="true">{heading.monthDay}</span>
        <span className="visually-hidden">{spoken}</span>
      </legend>
      {shown.length === 0 ? (
        <p className={styles.noTimes}>{SLOT_CALENDAR_TEXTS.noTimesOnDay}</p>
      ) : (
        <ul className={styles.slots}>
          {shown.map((slot, slotIndex) => {
            const position = { day: dayIndex, slot: slotIndex };
            const isSelected = isSameSelection(selected, {
              providerId,
              timestamp: slot.value,
              serviceIds: slot.serviceIds,
            });
            const isTabStop = tabStop?.day === dayIndex && tabStop.slot === slotIndex;
            return (
              <li key={slot.value}>
                <button
                  type="button"
                  value={slot.value}
                  ref={(element) => props.registerSlot(slotKey(position), element)}
                  className={cx(styles.slot, isSelected && styles.slotSelected)}
                  aria-pressed={isSelected}
                  tabIndex={isTabStop ? 0 : -1}
                  onClick={() => props.onSelect(slot, position)}
                >
                  {slotTime(slot.value, timeZone)} <span className="visually-hidden">{`${zoneLabel}, ${spoken}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
