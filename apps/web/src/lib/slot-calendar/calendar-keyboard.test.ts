import { describe, expect, it } from 'vitest';
import { moveSlotFocus, rovingStart } from './calendar-keyboard';

// Times shown per column: Mon 4, Tue none, Wed 2, Thu 4.
const counts = [4, 0, 2, 4];

describe('moveSlotFocus in columns', () => {
  it('moves up and down within a day and stops at its ends', () => {
    expect(moveSlotFocus(counts, { day: 0, slot: 1 }, 'ArrowDown', 'vertical')).toEqual({ day: 0, slot: 2 });
    expect(moveSlotFocus(counts, { day: 0, slot: 3 }, 'ArrowDown', 'vertical')).toBeNull();
    expect(moveSlotFocus(counts, { day: 0, slot: 0 }, 'ArrowUp', 'vertical')).toBeNull();
  });

  it('moves between days, skipping days without times and keeping the row where it can', () => {
    expect(moveSlotFocus(counts, { day: 0, slot: 3 }, 'ArrowRight', 'vertical')).toEqual({ day: 2, slot: 1 });
    expect(moveSlotFocus(counts, { day: 2, slot: 1 }, 'ArrowRight', 'vertical')).toEqual({ day: 3, slot: 1 });
    expect(moveSlotFocus(counts, { day: 2, slot: 0 }, 'ArrowLeft', 'vertical')).toEqual({ day: 0, slot: 0 });
    expect(moveSlotFocus(counts, { day: 3, slot: 0 }, 'ArrowRight', 'vertical')).toBeNull();
  });

  it('jumps to the first and last time of the day with Home and End', () => {
    expect(moveSlotFocus(counts, { day: 3, slot: 2 }, 'Home', 'vertical')).toEqual({ day: 3, slot: 0 });
    expect(moveSlotFocus(counts, { day: 3, slot: 0 }, 'End', 'vertical')).toEqual({ day: 3, slot: 3 });
  });

  it('ignores other keys', () => {
    expect(moveSlotFocus(counts, { day: 0, slot: 0 }, 'a', 'vertical')).toBeNull();
  });
});

describe('moveSlotFocus in the horizontal list', () => {
  it('steps through the times in reading order with every arrow', () => {
    expect(moveSlotFocus([3], { day: 0, slot: 0 }, 'ArrowRight', 'horizontal')).toEqual({ day: 0, slot: 1 });
    expect(moveSlotFocus([3], { day: 0, slot: 1 }, 'ArrowDown', 'horizontal')).toEqual({ day: 0, slot: 2 });
    expect(moveSlotFocus([3], { day: 0, slot: 2 }, 'ArrowLeft', 'horizontal')).toEqual({ day: 0, slot: 1 });
    expect(moveSlotFocus([3], { day: 0, slot: 0 }, 'ArrowUp', 'horizontal')).toBeNull();
    expect(moveSlotFocus([3], { day: 0, slot: 2 }, 'ArrowRight', 'horizontal')).toBeNull();
  });
});

describe('rovingStart', () => {
  it('puts the tab stop on the selected time when shown, else on the first time', () => {
    expect(rovingStart(counts, { day: 3, slot: 2 })).toEqual({ day: 3, slot: 2 });
    expect(rovingStart(counts, { day: 2, slot: 3 })).toEqual({ day: 0, slot: 0 });
    expect(rovingStart([0, 2], null)).toEqual({ day: 1, slot: 0 });
    expect(rovingStart([0, 0], null)).toBeNull();
  });
});
