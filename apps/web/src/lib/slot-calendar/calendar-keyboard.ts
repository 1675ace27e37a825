/** Where keyboard focus sits in a slot calendar: a column (day on the page) and a row (slot in that day). */
export interface SlotPosition {
  day: number;
  slot: number;
}

export type CalendarOrientation = 'vertical' | 'horizontal';

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** The nearest column in `direction` that shows at least one time. */
function neighbourDay(counts: readonly number[], from: number, direction: 1 | -1): number | null {
  for (let day = from + direction; day >= 0 && day < counts.length; day += direction) {
    if ((counts[day] ?? 0) > 0) return day;
  }
  return null;
}

/** Steps through every shown time in reading order: the horizontal list of tiny screens. */
function stepFlat(counts: readonly number[], at: SlotPosition, direction: 1 | -1): SlotPosition | null {
  const next = at.slot + direction;
  if (next >= 0 && next < (counts[at.day] ?? 0)) return { day: at.day, slot: next };
  const day = neighbourDay(counts, at.day, direction);
  if (day === null) return null;
  return { day, slot: direction === 1 ? 0 : (counts[day] ?? 1) - 1 };
}

/**
 * Arrow-key movement between slot buttons (one tab stop, roving focus). In columns, Left and Right move
 * between days (keeping the row where the next day has one) and Up and Down within a day; in the horizontal
 * list every arrow steps to the previous or next time. Home and End go to the first and last time of the day.
 * `counts` are the times shown per column. Null means the key does not move focus.
 */
export function moveSlotFocus(
  counts: readonly number[],
  at: SlotPosition,
  key: string,
  orientation: CalendarOrientation,
): SlotPosition | null {
  const inDay = counts[at.day] ?? 0;
  if (inDay === 0) return null;
  if (key === 'Home') return { day: at.day, slot: 0 };
  if (key === 'End') return { day: at.day, slot: inDay - 1 };

  if (orientation === 'horizontal') {
    if (key === 'ArrowRight' || key === 'ArrowDown') return stepFlat(counts, at, 1);
    if (key === 'ArrowLeft' || key === 'ArrowUp') return stepFlat(counts, at, -1);
    return null;
  }

  switch (key) {
    case 'ArrowUp':
      return at.slot > 0 ? { day: at.day, slot: at.slot - 1 } : null;
    case 'ArrowDown':
      return at.slot < inDay - 1 ? { day: at.day, slot: at.slot + 1 } : null;
    case 'ArrowLeft':
    case 'ArrowRight': {
      const day = neighbourDay(counts, at.day, key === 'ArrowRight' ? 1 : -1);
      return day === null ? null : { day, slot: clamp(at.slot, (counts[day] ?? 1) - 1) };
    }
    default:
      return null;
  }
}

/** Where the single tab stop goes: the selected time when it is shown, else the first shown time. */
export function rovingStart(counts: readonly number[], selected: SlotPosition | null): SlotPosition | null {
  if (selected && selected.slot < (counts[selected.day] ?? 0)) return selected;
  const day = counts.findIndex((count) => count > 0);
  return day === -1 ? null : { day, slot: 0 };
}
