import type { Timeslot } from '@hs/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SlotCalendar, type SlotCalendarProps } from '@/components/slot-calendar/slot-calendar';
import { type SlotSelection, selectionOf } from '@/features/results/model/slot-selection';
import type { CalendarDay } from '@/lib/slot-calendar/calendar-paging';
import { datesFrom, dayFixture } from '@/test/availability-fixtures';

// A busy machine renders slowly; these tests do many clicks.
vi.setConfig({ testTimeout: 30_000 });

const twoWeeks = datesFrom('2026-03-02', 14).map((date, index) => dayFixture(date, index % 7 === 6 ? 0 : 6));

function Harness(props: Partial<SlotCalendarProps> & { days?: CalendarDay[] }) {
  const [selected, setSelected] = useState<SlotSelection>();
  return (
    <SlotCalendar
      providerId="p1"
      providerName="Clinic p1"
      timeZone="America/New_York"
      days={twoWeeks}
      perPage={4}
      orientation="vertical"
      selected={selected}
      onSelect={(slot: Timeslot) => setSelected(selectionOf('p1', slot))}
      canLoadMore={false}
      isLoadingMore={false}
      loadMoreFailed={false}
      onLoadMore={() => undefined}
      {...props}
    />
  );
}

const dayLegends = () =>
  screen
    .getAllByRole('group')
    .slice(1)
    .map((group) => group.querySelector('legend')?.textContent);
const next = () => screen.getByRole('button', { name: 'Next days' });
const previous = () => screen.getByRole('button', { name: 'Previous days' });

describe('SlotCalendar paging', () => {
  it.each([
    [4, 'desktop and tablet (in person)'],
    [5, 'desktop and tablet (virtual)'],
    [3, 'mobile'],
    [1, 'tiny'],
  ])('shows %i days per page (%s) and pages forward and back', async (perPage) => {
    const user = userEvent.setup();
    render(<Harness perPage={perPage} orientation={perPage === 1 ? 'horizontal' : 'vertical'} />);
    expect(dayLegends()).toHaveLength(perPage);
    expect(dayLegends()[0]).toContain('Monday, March 2');
    expect(previous()).toBeDisabled();
    await user.click(next());
    expect(dayLegends()[0]).toContain(
      datesFrom('2026-03-02', perPage + 1)
        .at(-1)!
        .slice(8)
        .replace(/^0/, ''),
    );
    await user.click(previous());
    expect(dayLegends()[0]).toContain('Monday, March 2');
  });

  it('asks for the next block when the last loaded day is shown, and moves on once it arrives', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const days = twoWeeks.slice(0, 6);
    const { rerender } = render(<Harness days={days} canLoadMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(next());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(dayLegends().map((legend) => legend?.slice(-7))).toEqual(['March 6', 'March 7']);
    // Paging past the loaded days waits for the block, then shows it.
    rerender(<Harness days={days} canLoadMore isLoadingMore onLoadMore={onLoadMore} />);
    await user.click(next());
    expect(screen.getByRole('status')).toHaveTextContent('Loading appointment times');
    rerender(<Harness days={twoWeeks} canLoadMore={false} onLoadMore={onLoadMore} />);
    expect(dayLegends()[0]).toContain('Tuesday, March 10');
  });

  it('disables next when nothing more can be loaded', () => {
    render(<Harness days={twoWeeks.slice(0, 3)} />);
    expect(next()).toBeDisabled();
  });
});

describe('SlotCalendar show more and next available', () => {
  it('shows four times a day until Show More, and back with Show Less', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const monday = screen.getByRole('group', { name: /Monday, March 2/ });
    expect(within(monday).getAllByRole('button')).toHaveLength(4);
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(monday).getAllByRole('button')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(monday).getAllByRole('button')).toHaveLength(4);
  });

  it('has no Show More when no date has more than four times', () => {
    render(<Harness days={datesFrom('2026-03-02', 4).map((date) => dayFixture(date, 4))} />);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('offers the next available date when the page is empty, and jumps to it', async () => {
    const user = userEvent.setup();
    const days = [...datesFrom('2026-03-02', 5).map((date) => dayFixture(date, 0)), dayFixture('2026-03-07', 2)];
    render(<Harness days={days} />);
    const jump = screen.getByRole('button', { name: 'See Next Available Appointment Saturday, March 7' });
    await user.click(jump);
    expect(dayLegends()[0]).toContain('Saturday, March 7');
    expect(screen.queryByRole('button', { name: /See Next Available/ })).toBeNull();
  });
});

describe('SlotCalendar keyboard', () => {
  it('is one tab stop; arrows move between days and times; Enter selects', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    const first = screen.getByRole('button', { name: '9:00 AM ET, Monday, March 2' });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: '9:30 AM ET, Monday, March 2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '9:30 AM ET, Tuesday, March 3' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: '9:15 AM ET, Monday, March 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('button', { name: '9:15 AM ET, Monday, March 2' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    const tabStops = screen.getAllByRole('button', { pressed: false }).filter((b) => b.tabIndex === 0);
    expect(tabStops).toHaveLength(0);
    expect(chosen.tabIndex).toBe(0);
  });

  it('steps through the horizontal list of tiny screens with every arrow', async () => {
    const user = userEvent.setup();
    render(<Harness perPage={1} orientation="horizontal" />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: '9:30 AM ET, Monday, March 2' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '9:15 AM ET, Monday, March 2' })).toHaveFocus();
  });
});
